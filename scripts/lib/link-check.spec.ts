/** The link checker on a small hand-made site: what must fail fails, what must pass passes. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../../lib/cache/disk-cache'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'
import { checkLinks, linkProblems, loadKnownLinks, readPageLinks, saveKnownLinks, type KnownLinks } from './link-check'

const siteFolder = tempFolders('kilele-links-')
const cacheFolder = tempFolders('kilele-links-cache-')

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

/** A built site: index, /about with id="team", one image and one stylesheet. */
function site(extra: Record<string, string> = {}): string {
  const dir = siteFolder()
  const files: Record<string, string> = {
    'index.html': page('<a href="/about">About</a> <a href="/about#team">Team</a> <a href="#top" id="top">Top</a>', '<link rel="stylesheet" href="/assets/site.css">'),
    'about/index.html': page('<h2 id="team">Team</h2><img src="/images/a.svg" srcset="/images/a.svg 1x, /images/a.svg 2x" alt="">'),
    '404.html': page('<a href="/">Home</a>'),
    'images/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/site.css': 'body{}',
    'external/index.html': page('<a href="https://example.com/x">x</a> <a href="mailto:a@b.example">m</a> <a href="tel:+254700000000">t</a> <a href="//cdn.example/x.js">c</a>'),
    ...extra,
  }
  return writeFilesIn(dir, files)
}

describe('checkLinks', () => {
  it('passes a site whose links, anchors and assets all resolve, and ignores external URLs', async () => {
    expect(await checkLinks(site())).toEqual([])
  })

  it('checks a social image on the site\'s own origin, not one on another host', async () => {
    const html = page('<meta property="og:image" content="https://kilele.example/images/a.svg"><meta name="twitter:image" content="https://cdn.example.net/x.png">')
    expect(await checkLinks(site({ 'extra/index.html': html }), '/', 'https://kilele.example')).toEqual([])
  })

  it.each([
    ['a broken link', '<a href="/abuot">x</a>', 'href="/abuot"', 'nothing is built at /abuot'],
    ['a broken anchor on another page', '<a href="/about#teams">x</a>', 'href="/about#teams"', 'about/index.html has no element with id="teams"'],
    ['a broken anchor on the same page', '<a href="#nowhere">x</a>', 'href="#nowhere"', 'extra/index.html has no element with id="nowhere"'],
    ['a missing image', '<img src="/images/b.png" alt="">', 'src="/images/b.png"', 'nothing is built at /images/b.png'],
    ['a missing srcset candidate', '<img src="/images/a.svg" srcset="/images/a.svg 1x, /images/a@2x.svg 2x" alt="">', 'srcset="/images/a@2x.svg"', 'nothing is built at /images/a@2x.svg'],
    ['a missing script', '<script type="module" src="/assets/gone.js"></script>', 'src="/assets/gone.js"', 'nothing is built at /assets/gone.js'],
    ['a missing CSS url()', '<div style="background:url(\'/images/bg.png\')"></div>', 'url(/images/bg.png)', 'nothing is built at /images/bg.png'],
    ['a redirect to nowhere', '<meta http-equiv="refresh" content="0; url=/old-page">', 'refresh="/old-page"', 'nothing is built at /old-page'],
    ['a missing social card', '<meta property="og:image" content="https://kilele.example/cards/blog/gone.png">', 'content="/cards/blog/gone.png"', 'nothing is built at /cards/blog/gone.png'],
  ])('fails on %s', async (_name, html, ref, message) => {
    expect(await checkLinks(site({ 'extra/index.html': page(html) }))).toEqual([{ page: 'extra/index.html', ref, message }])
  })

  it('honours the base path: links must carry it', async () => {
    const dir = siteFolder()
    fs.mkdirSync(path.join(dir, 'about'))
    fs.writeFileSync(path.join(dir, 'index.html'), page('<a href="/preview/pr-1/about#team">ok</a> <a href="/preview/pr-1/">home</a> <a href="/about">no base</a>'))
    fs.writeFileSync(path.join(dir, 'about/index.html'), page('<h2 id="team">Team</h2>'))
    expect(await checkLinks(dir, '/preview/pr-1/')).toEqual([{ page: 'index.html', ref: 'href="/about"', message: '/about is outside the base path /preview/pr-1/' }])
    expect(await checkLinks(dir, '/')).toHaveLength(2)
  })
})

describe('readPageLinks, then linkProblems: the pages read before the files they link to are all there', () => {
  it('checks against the files there at the end, and reads a page written in between', async () => {
    const dir = site({ 'extra/index.html': page('<meta property="og:image" content="https://kilele.example/cards/blog/new.png">') })
    const read = await readPageLinks(dir, 'https://kilele.example')
    // the card is drawn after the pages were read
    expect(await linkProblems(dir, read, '/', 'https://kilele.example')).toEqual([{ page: 'extra/index.html', ref: 'content="/cards/blog/new.png"', message: 'nothing is built at /cards/blog/new.png' }])
    fs.mkdirSync(path.join(dir, 'cards/blog'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'cards/blog/new.png'), 'png')
    expect(await linkProblems(dir, read, '/', 'https://kilele.example')).toEqual([])
    fs.mkdirSync(path.join(dir, 'later'))
    fs.writeFileSync(path.join(dir, 'later/index.html'), page('<a href="/gone">x</a>'))
    expect(await linkProblems(dir, read, '/', 'https://kilele.example')).toEqual([{ page: 'later/index.html', ref: 'href="/gone"', message: 'nothing is built at /gone' }])
  })
})

describe('checkLinks with the links of pages checked before', () => {
  it('takes a page whose bytes it knows from what it knew, reads the others and learns them', async () => {
    const dir = site({ 'extra/index.html': page('<a href="/about#team">ok</a>') })
    // what it knew of "extra" has a broken link: reported, so the page was not read
    const known: KnownLinks = { digests: { 'extra/index.html': 'sha-extra', 'about/index.html': 'sha-about' }, byDigest: new Map([['sha-extra', { ids: [], refs: ['href="/gone"'] }]]) }
    expect(await checkLinks(dir, '/', 'https://kilele.example', known)).toEqual([{ page: 'extra/index.html', ref: 'href="/gone"', message: 'nothing is built at /gone' }])
    expect(known.byDigest.get('sha-about')).toEqual({ ids: ['team'], refs: expect.arrayContaining(['src="/images/a.svg"']) })
    // a page of other bytes (another digest) is read
    known.digests['extra/index.html'] = 'sha-extra-2'
    expect(await checkLinks(dir, '/', 'https://kilele.example', known)).toEqual([])
  })

  it('keeps them in the build cache for the next build: the pages of this site only, and nothing from a damaged entry', async () => {
    const folder = cacheFolder()
    const cache = diskCache('links', folder)
    const nav = 'href="/about"'
    const byDigest = new Map([
      ['a', { ids: ['top'], refs: [nav, 'href="#top"'] }],
      ['b', { ids: [], refs: [nav] }],
      ['gone', { ids: [], refs: [nav] }],
    ])
    saveKnownLinks(cache, 'https://kilele.example', { digests: { 'index.html': 'a', 'about/index.html': 'b', 'copy/index.html': 'b' }, byDigest })
    await cacheWritesDone()
    const loaded = loadKnownLinks(cache, 'https://kilele.example')
    expect([...loaded]).toEqual([...byDigest].slice(0, 2))
    // kept under the site's origin: another origin's social images are other references
    expect(loadKnownLinks(cache, 'https://other.example').size).toBe(0)
    cache.set('https://kilele.example', JSON.stringify({ table: ['x'], pages: { a: [[0], [7]] } }))
    await cacheWritesDone()
    expect(loadKnownLinks(cache, 'https://kilele.example').size).toBe(0)
    cache.set('https://kilele.example', '{"table": 3}')
    await cacheWritesDone()
    expect(loadKnownLinks(cache, 'https://kilele.example').size).toBe(0)
  })
})

describe('npm run link-check', () => {
  it('exits 1 and names the page and the link', () => {
    const dir = site({ 'extra/index.html': page('<a href="/abuot">x</a>') })
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/link-check.ts', dir], { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, BASE_PATH: '' } })
      expect.unreachable('the link check passed')
    } catch (error) {
      const failure = error as { status: number; stderr: string }
      expect(failure.status).toBe(1)
      expect(failure.stderr).toContain(`${path.join(dir, 'extra/index.html')}: href="/abuot": nothing is built at /abuot`)
    }
  }, 20_000)
})
