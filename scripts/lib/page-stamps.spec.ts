import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'
import { loadStamps, recordStamps, stampOf } from './page-stamps'
import { recordPages, reuseLastPages } from './unchanged-site'

const folder = tempFolders('kilele-page-stamps-')
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

const pages = { 'index.html': '<p>home</p>', 'blog/a/index.html': '<p>a</p>', 'blog/b/index.html': '<p>b</p>' }
const digests = Object.fromEntries(Object.entries(pages).map(([file, html]) => [file, sha1(html)]))

/**
 * A site whose pages were written a while ago (a time with a fraction of a second, as a build's writes have), and
 * its stamps recorded: an edit made now has another time, as an edit after a build has.
 */
function stampedSite() {
  const root = folder()
  const site = writeFilesIn(path.join(root, 'site'), pages)
  for (const file of Object.keys(pages)) fs.utimesSync(path.join(site, file), 1_790_000_000.25, 1_790_000_000.25)
  const cacheDir = path.join(root, 'cache')
  fs.mkdirSync(cacheDir)
  recordStamps(cacheDir, 'pages', site, digests)
  return { root, site, cacheDir, holds: (file: string) => loadStamps(cacheDir, 'pages')(file, path.join(site, file), digests[file]!) }
}

describe('page stamps', () => {
  afterEach(() => vi.restoreAllMocks())

  it('hold for a page left as the build wrote it, with the SHA-1 recorded beside its stamp', () => {
    const { site, cacheDir, holds } = stampedSite()
    expect(Object.keys(pages).every(holds)).toBe(true)
    // the stamp is only for the bytes recorded with it, and only for the page it was recorded for
    expect(loadStamps(cacheDir, 'pages')('index.html', path.join(site, 'index.html'), sha1('<p>other</p>'))).toBe(false)
    expect(loadStamps(cacheDir, 'pages')('blog/a/index.html', path.join(site, 'blog/b/index.html'), digests['blog/a/index.html']!)).toBe(false)
  })

  it('do not hold once a page is written again: edited in place, even to the same size, the same bytes, or replaced by another file', () => {
    const { site, holds } = stampedSite()
    fs.writeFileSync(path.join(site, 'index.html'), '<p>HOME</p>')
    fs.writeFileSync(path.join(site, 'blog/a/index.html'), pages['blog/a/index.html'])
    fs.writeFileSync(path.join(site, 'replacement.html'), pages['blog/b/index.html'])
    fs.utimesSync(path.join(site, 'replacement.html'), 1_790_000_000.25, 1_790_000_000.25)
    fs.renameSync(path.join(site, 'replacement.html'), path.join(site, 'blog/b/index.html'))
    expect(Object.keys(pages).filter(holds)).toEqual([])
  })

  it('are not taken for a link, or for a file whose time has no fraction of a second (a file system of whole seconds)', () => {
    const root = folder()
    const site = writeFilesIn(path.join(root, 'site'), { 'index.html': '<p>home</p>', 'elsewhere.html': '<p>home</p>' })
    fs.utimesSync(path.join(site, 'index.html'), 1_790_000_000, 1_790_000_000)
    fs.symlinkSync(path.join(site, 'elsewhere.html'), path.join(site, 'linked.html'))
    expect(stampOf(path.join(site, 'index.html'))).toBeUndefined()
    expect(stampOf(path.join(site, 'linked.html'))).toBeUndefined()
    expect(stampOf(path.join(site, 'missing.html'))).toBeUndefined()
    fs.utimesSync(path.join(site, 'elsewhere.html'), 1_790_000_000.5, 1_790_000_000.5)
    expect(stampOf(path.join(site, 'elsewhere.html'))).toMatch(/^\d+:\d+:11:1790000000500\d{6}$/)
  })

  it('hold for nothing when the record is damaged, or was made of another copy of the site (another machine, a restored cache)', () => {
    const { root, site, cacheDir, holds } = stampedSite()
    const copy = path.join(root, 'copy')
    fs.cpSync(site, copy, { recursive: true, preserveTimestamps: true })
    expect(loadStamps(cacheDir, 'pages')('index.html', path.join(copy, 'index.html'), digests['index.html']!)).toBe(false)
    fs.writeFileSync(path.join(cacheDir, 'stamps-pages.json'), '{"index.html": "cut sho')
    expect(Object.keys(pages).filter(holds)).toEqual([])
    fs.writeFileSync(path.join(cacheDir, 'stamps-pages.json'), '["index.html"]')
    expect(Object.keys(pages).filter(holds)).toEqual([])
    fs.rmSync(path.join(cacheDir, 'stamps-pages.json'))
    expect(Object.keys(pages).filter(holds)).toEqual([])
  })

  it("let a no-change build take the last site's pages without reading those that kept their stamp, and read the others", async () => {
    const { root, site, cacheDir } = stampedSite()
    recordPages(cacheDir, 'content-1', digests)
    const opened = vi.spyOn(fs, 'openSync')
    const read = () => opened.mock.calls.map(([file]) => path.relative(site, String(file))).filter((file) => file in pages)
    expect(await reuseLastPages(cacheDir, 'content-1', site, path.join(root, 'next-1'))).toEqual(digests)
    expect(read()).toEqual([])
    // touched: read and hashed, and still the same bytes
    fs.utimesSync(path.join(site, 'blog/a/index.html'), new Date(), new Date())
    expect(await reuseLastPages(cacheDir, 'content-1', site, path.join(root, 'next-2'))).toEqual(digests)
    expect(read()).toEqual(['blog/a/index.html'])
    // edited by hand to the same size: read, and the pages are rendered again
    fs.writeFileSync(path.join(site, 'blog/b/index.html'), '<p>B</p>')
    expect(await reuseLastPages(cacheDir, 'content-1', site, path.join(root, 'next-3'))).toBeUndefined()
  })
})
