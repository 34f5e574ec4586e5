import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../cache/disk-cache'
import { tempFolders } from '../cache/temp-folders'
import { fileMemo, type FileWork } from './file-memo'
import { collectContent } from './loader'

const folder = tempFolders('kilele-file-memo-')

const work: FileWork = { fields: { title: 'Backups', tags: ['cloud'] }, data: { title: 'Backups', tags: ['cloud'], draft: undefined }, words: 512 }

describe('fileMemo', () => {
  it('keeps nothing without a build cache', () => {
    expect(process.env.BUILD_CACHE_DIR).toBeUndefined()
    expect(fileMemo()).toBeUndefined()
  })

  it("gives the next build a file's work for the same kind and text only, as a copy of its own", async () => {
    const cache = diskCache('file-memo', folder())
    const first = fileMemo(cache)!
    first.set('blog', 'the text', work)
    first.save()
    await cacheWritesDone()
    const second = fileMemo(cache)!
    const got = second.get('blog', 'the text')!
    expect(got).toEqual(work)
    expect('draft' in (got.data as object)).toBe(true)
    expect(second.get('blog', 'the text, edited')).toBeUndefined()
    expect(second.get('events', 'the text')).toBeUndefined()
    ;(got.fields.tags as string[]).push('changed by the build')
    expect(second.get('blog', 'the text')).toEqual(work)
  })

  it('keeps only the files of the last build, and ignores a damaged memo', async () => {
    const dir = folder()
    const cache = diskCache('file-memo', dir)
    const first = fileMemo(cache)!
    first.set('blog', 'kept', work)
    first.set('blog', 'removed since', work)
    first.save()
    await cacheWritesDone()
    const second = fileMemo(cache)!
    second.get('blog', 'kept')
    second.save()
    await cacheWritesDone()
    expect(fileMemo(cache)!.get('blog', 'kept')).toEqual(work)
    expect(fileMemo(cache)!.get('blog', 'removed since')).toBeUndefined()
    for (const file of fs.readdirSync(path.join(dir, 'file-memo'), { recursive: true, encoding: 'utf8' })) {
      const at = path.join(dir, 'file-memo', file)
      if (fs.statSync(at).isFile()) fs.appendFileSync(at, 'damage')
    }
    expect(fileMemo(cache)!.get('blog', 'kept')).toBeUndefined()
  })
})

describe('the loader with the file memo', () => {
  afterEach(() => {
    delete process.env.BUILD_CACHE_DIR
  })

  it('gives the same content as without it, and reports a problem in a file it kept before', async () => {
    const without = collectContent()
    process.env.BUILD_CACHE_DIR = folder()
    collectContent()
    await cacheWritesDone()
    const kept = collectContent()
    expect(kept.editions).toEqual(without.editions)
    expect(kept.sources).toEqual(without.sources)
    expect(kept.problems).toEqual([])
    // a copy of the content with one post edited to have a problem: the memo has that post's old text only
    const root = folder()
    fs.cpSync('content', root, { recursive: true })
    const post = path.join(root, 'blog', fs.readdirSync(path.join(root, 'blog')).find((file) => /\.mdx?$/.test(file))!)
    fs.writeFileSync(post, fs.readFileSync(post, 'utf8').replace(/^category: .*$/m, 'category: Gardening'))
    const edited = collectContent({ root })
    expect(edited.problems.map((problem) => problem.where)).toEqual(['category'])
  })

  it('keeps a data file\'s work too, and reports a problem in one it kept before', async () => {
    process.env.BUILD_CACHE_DIR = folder()
    const first = collectContent()
    await cacheWritesDone()
    const memo = fileMemo()!
    const file = 'content/pages/about.yaml'
    expect(memo.get('data file pages/about.yaml', fs.readFileSync(file, 'utf8'))?.data).toEqual(first.editions.en!.data['pages/about.yaml'])
    // a copy of the content whose about page gains a field no page has: the memo has the old text only
    const root = folder()
    fs.cpSync('content', root, { recursive: true })
    const copy = path.join(root, 'pages/about.yaml')
    fs.writeFileSync(copy, `${fs.readFileSync(copy, 'utf8').trimEnd()}\nnoSuchField: 1\n`)
    expect(collectContent({ root }).problems.map((problem) => problem.message)).toContainEqual(expect.stringMatching(/^unknown field/))
  })
})
