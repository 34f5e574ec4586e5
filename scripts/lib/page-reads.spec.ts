import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { cacheWritesDone, diskCache } from '../../lib/cache/disk-cache'
import { tempFolders } from '../../lib/cache/temp-folders'
import type { Content } from '../../lib/content/loader'
import { readValues } from '../../lib/content/read-tracking'
import { loadStamps, recordStamps } from './page-stamps'
import { hasRecord, mergeReads, placeUnchangedPages, readsSetting, recordPageReads, unchangedPages, type ReadValue } from './page-reads'
import type { PageToRender } from './prerender'

const folder = tempFolders('kilele-page-reads-')

const SEP = '\u0000'
const title = (slug: string) => ['entry', 'en', 'blog', slug, 'title'].join(SEP)
const list = ['list', 'en', 'blog'].join(SEP)

/** Each read's value in content whose posts have these titles. */
const valuesFor = (titles: Record<string, string>) =>
  readValues({ en: { lang: 'en', blog: Object.entries(titles).map(([slug, t]) => ({ slug, title: t })), data: {}, translatedData: new Set() } } as unknown as Record<string, Content>)

const pages: PageToRender[] = [
  { url: '/blog/one', file: 'blog/one/index.html', status: 200 },
  { url: '/blog/two', file: 'blog/two/index.html', status: 200 },
  { url: '/blog', file: 'blog/index.html', status: 200 },
]
/** What each page read: its own title; the list page, the list and both titles. */
const reads = mergeReads([
  { keys: [title('one')], pages: { 'blog/one/index.html': [0] } },
  { keys: [list, title('one'), title('two')], pages: { 'blog/two/index.html': [2], 'blog/index.html': [0, 1, 2] } },
])

/** A last build: its site in dist/client and its record in the cache. */
async function lastBuild() {
  const root = folder()
  const distClient = path.join(root, 'dist/client')
  const digests: Record<string, string> = {}
  /** What each page was rendered from (renderer/last-page.ts) */
  const inputs = Object.fromEntries(pages.map((page) => [page.file, `inputs of ${page.url}`]))
  for (const page of pages) {
    const html = `<html>${page.url}</html>`
    fs.mkdirSync(path.dirname(path.join(distClient, page.file)), { recursive: true })
    fs.writeFileSync(path.join(distClient, page.file), html)
    digests[page.file] = createHash('sha1').update(html).digest('hex')
  }
  const cache = diskCache('page-reads', path.join(root, 'cache'))
  const setting = readsSetting(path.join(root, 'content'))
  recordPageReads({ cache, setting, valueOf: valuesFor({ one: 'One', two: 'Two' }), pages, made: { digests, inputs, reads } })
  await cacheWritesDone()
  return { root, distClient, cache, setting, digests, clientDir: path.join(root, 'next/client') }
}

/** What the build does: the pages whose reads are the same, placed from the last site when their bytes are too. */
function reuseUnchangedPages(options: { cache: ReturnType<typeof diskCache>; setting: string; valueOf: ReadValue; pages: PageToRender[]; distClient: string; clientDir: string }) {
  return placeUnchangedPages(unchangedPages(options), options.distClient, options.clientDir)
}

describe('unchangedPages and placeUnchangedPages', () => {
  it("takes a page whose file kept the stamp the last build recorded without reading it, and still refuses one edited since", async () => {
    const last = await lastBuild()
    for (const page of pages) fs.utimesSync(path.join(last.distClient, page.file), 1_790_000_000.25, 1_790_000_000.25)
    const cacheDir = path.join(last.root, 'cache')
    recordStamps(cacheDir, 'pages', last.distClient, last.digests)
    fs.writeFileSync(path.join(last.distClient, 'blog/index.html'), '<html>/BLOG</html>')
    const opened = vi.spyOn(fs, 'openSync')
    const placed = await placeUnchangedPages(unchangedPages({ ...last, valueOf: valuesFor({ one: 'One', two: 'Two' }), pages }), last.distClient, last.clientDir, loadStamps(cacheDir, 'pages'))
    expect(Object.keys(placed.digests).sort()).toEqual(['blog/one/index.html', 'blog/two/index.html'])
    expect(placed.failed).toEqual([pages[2]])
    // only the page whose stamp changed was read
    expect(opened.mock.calls.map(([file]) => path.relative(last.distClient, String(file))).filter((file) => file.endsWith('.html'))).toEqual(['blog/index.html'])
    opened.mockRestore()
  })

  it('says whether the last build left a record for this setting (the build then starts one worker early)', async () => {
    const { root, cache, setting } = await lastBuild()
    expect(hasRecord(cache, setting)).toBe(true)
    expect(hasRecord(diskCache('page-reads', path.join(root, 'cache')), readsSetting(path.join(root, 'other-content')))).toBe(false)
    expect(hasRecord(diskCache('page-reads', path.join(root, 'empty-cache')), setting)).toBe(false)
  })

  it('takes from the last site the pages whose reads are the same, and leaves the others to render', async () => {
    const last = await lastBuild()
    const reused = await reuseUnchangedPages({ ...last, valueOf: valuesFor({ one: 'One', two: 'Two, retitled' }), pages })
    // "two" and the list read the changed title: rendered again
    expect(Object.keys(reused.digests)).toEqual(['blog/one/index.html'])
    expect(fs.readFileSync(path.join(last.clientDir, 'blog/one/index.html'), 'utf8')).toBe('<html>/blog/one</html>')
    expect(fs.existsSync(path.join(last.clientDir, 'blog/two/index.html'))).toBe(false)
    expect(reused.reads.pages['blog/one/index.html']!.map((at: number) => reused.reads.keys[at])).toEqual([title('one')])
    expect(reused.inputs).toEqual({ 'blog/one/index.html': 'inputs of /blog/one' })
    expect(reused.failed).toEqual([])
  })

  it('gives what the last build rendered each other page from, and the SHA-1 of its file', async () => {
    const last = await lastBuild()
    const unchanged = unchangedPages({ ...last, valueOf: valuesFor({ one: 'One', two: 'Two, retitled' }), pages })
    expect(unchanged.others).toEqual({
      'blog/two/index.html': { inputs: 'inputs of /blog/two', digest: last.digests['blog/two/index.html'] },
      'blog/index.html': { inputs: 'inputs of /blog', digest: last.digests['blog/index.html'] },
    })
    // a page the last build did not make, or made with another status, has nothing to be compared with
    expect(unchangedPages({ ...last, valueOf: valuesFor({ one: 'One!', two: 'Two' }), pages: [{ url: '/blog/three', file: 'blog/three/index.html', status: 200 }, { ...pages[0]!, status: 404 }] }).others).toEqual({})
  })

  it('takes nothing for another setting (day, base path, preview), a page changed in dist/, or a damaged record', async () => {
    const last = await lastBuild()
    const same = valuesFor({ one: 'One', two: 'Two' })
    expect(Object.keys((await reuseUnchangedPages({ ...last, valueOf: same, pages })).digests)).toHaveLength(3)
    expect((await reuseUnchangedPages({ ...last, setting: readsSetting(path.join(last.root, 'content'), new Date('2030-01-01')), valueOf: same, pages })).digests).toEqual({})
    fs.rmSync(last.clientDir, { recursive: true })
    // a page edited in dist/ since: not placed, to be rendered
    fs.writeFileSync(path.join(last.distClient, 'blog/index.html'), '<html>edited by hand</html>')
    const edited = await reuseUnchangedPages({ ...last, valueOf: same, pages })
    expect(Object.keys(edited.digests).sort()).toEqual(['blog/one/index.html', 'blog/two/index.html'])
    expect(edited.failed).toEqual([pages[2]])
    fs.rmSync(last.clientDir, { recursive: true })
    // a page whose status is now another (an entry gone: its address answers 404) is rendered
    expect(unchangedPages({ ...last, valueOf: same, pages: [{ ...pages[0]!, status: 404 }] }).pages).toEqual([])
    last.cache.set('last build', JSON.stringify({ setting: last.setting, keys: [title('one')], values: [], pages: {} }))
    await cacheWritesDone()
    expect(unchangedPages({ ...last, valueOf: same, pages }).pages).toEqual([])
  })
})
