import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../lib/cache/disk-cache'
import { tempFolders, writeFilesIn } from '../lib/cache/temp-folders'
import { loadEditions } from '../lib/content/loader'
import { site } from '../site.config'
import { loadKnownHeads, saveKnownHeads, writeFeeds, type KnownHeads } from './write-feeds'

const folder = tempFolders('kilele-feeds-')
const editions = loadEditions({ preview: false })
const origin = new URL(site.url).origin

const page = (route: string, canonical = route) =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="${origin}${canonical}" /></head><body>${route}</body></html>`

const builtSite = (pages: Record<string, string>): string => writeFilesIn(folder(), pages)

const sitemapUrls = (dir: string) => [...fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('writeFeeds with the heads of pages read before', () => {
  it('takes a known page’s head by its digest instead of reading the page, and reads the others', () => {
    // the page on disk names itself; what the last build read of the same bytes said it was /about's alias
    const dir = builtSite({ 'index.html': page('/'), 'about/index.html': page('/about'), 'team/index.html': page('/team') })
    const known: KnownHeads = {
      digests: { 'about/index.html': 'digest-of-about', 'team/index.html': 'digest-of-team' },
      byDigest: new Map([['digest-of-about', { canonical: `${origin}/elsewhere`, noindex: false, alternates: [] }]]),
    }
    writeFeeds(dir, { base: '/', editions, known })
    const urls = sitemapUrls(dir)
    // /about taken as known (an alias of another page: not listed); /team read now, and kept for the next build
    expect(urls).toEqual([`${origin}/`, `${origin}/team`])
    expect(known.byDigest.get('digest-of-team')).toEqual({ canonical: `${origin}/team`, noindex: false, alternates: [] })
    // the page without a digest (the prerender did not report it) is read, not kept
    expect(known.byDigest.size).toBe(2)
  })

  it('keeps the heads of this site’s pages only, and a damaged entry is never trusted', async () => {
    const cache = diskCache('page-heads', folder())
    const head = { canonical: `${origin}/team`, noindex: false, alternates: [{ hreflang: 'sw', href: `${origin}/sw/team` }] }
    saveKnownHeads(cache, { digests: { 'team/index.html': 'a' }, byDigest: new Map([['a', head], ['gone', head]]) })
    await cacheWritesDone()
    expect([...loadKnownHeads(cache)]).toEqual([['a', head]])
    cache.set('page heads', JSON.stringify({ a: { canonical: 7, noindex: false, alternates: [] } }))
    await cacheWritesDone()
    expect(loadKnownHeads(cache).size).toBe(0)
    cache.set('page heads', 'not json')
    await cacheWritesDone()
    expect(loadKnownHeads(cache).size).toBe(0)
  })
})
