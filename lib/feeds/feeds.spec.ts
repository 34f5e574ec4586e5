import v8 from 'node:v8'
import vm from 'node:vm'
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'
import { rfc822, rssXml } from './rss'
import { indexablePages, readPageHead, sitemapXml } from './sitemap'

const parser = new XMLParser({ ignoreAttributes: false })

describe('sitemap', () => {
  it('lists only indexable pages that are their own canonical', () => {
    const absolute = (route: string) => `https://s.example${route}`
    const pages = [
      readPageHead('/', '<head><link rel="canonical" href="https://s.example/" /></head>'),
      readPageHead('/blog/post', '<head><link rel="canonical" href="https://s.example/blog/x" /></head>'),
      readPageHead('/old', '<head><link rel="canonical" href="https://s.example/old" /><meta name="robots" content="noindex" /></head>'),
    ]
    expect(indexablePages(pages, absolute).map((page) => page.canonical)).toEqual(['https://s.example/'])
  })

  it('lists a translated page with every language it has, as its head names them', () => {
    const head = '<head><link rel="canonical" href="https://s.example/sw/about" />'
      + '<link rel="alternate" hreflang="en" href="https://s.example/about" /><link rel="alternate" hreflang="sw" href="https://s.example/sw/about" />'
      + '<link rel="alternate" hreflang="x-default" href="https://s.example/about" /></head>'
    const [page] = indexablePages([readPageHead('/sw/about', head)], (route) => `https://s.example${route}`)
    const xml = parser.parse(sitemapXml([{ url: page!.canonical, alternates: page!.alternates }]))
    expect(xml.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
    expect(xml.urlset.url.loc).toBe('https://s.example/sw/about')
    expect(xml.urlset.url['xhtml:link'].map((link: Record<string, string>) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', 'https://s.example/about'],
      ['sw', 'https://s.example/sw/about'],
      ['x-default', 'https://s.example/about'],
    ])
  })

  it('keeps what it read of a page, not the page: the sitemap reads every built page before it writes', () => {
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    const head = (i: number) => `<head><link rel="canonical" href="https://s.example/blog/post-${i}" /><link rel="alternate" hreflang="en" href="https://s.example/blog/post-${i}" /></head>`
    gc()
    const before = process.memoryUsage().heapUsed
    // 100 pages of 500 KB: 50 MB if each result still held its page
    const pages = Array.from({ length: 100 }, (_, i) => readPageHead(`/blog/post-${i}`, head(i) + `<body>${'x'.repeat(500_000)}${i}</body>`))
    gc()
    expect(pages[99]!.canonical).toBe('https://s.example/blog/post-99')
    expect((process.memoryUsage().heapUsed - before) / 1e6).toBeLessThan(15)
  }, 30_000)

  it('reads a head as three patterns read it (canonical, robots noindex, hreflang alternates), whatever surrounds them', () => {
    const unescape = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"')
    const byPatterns = (route: string, head: string) => {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]
      const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ hreflang: unescape(m[1]!), href: unescape(m[2]!) }))
      return { route, canonical: canonical && unescape(canonical), noindex: /<meta name="robots" content="[^"]*noindex/.test(head), alternates }
    }
    const pieces = ['<link rel="canonical" href="', '<link rel="alternate" hreflang="', '<meta name="robots" content="', '" href="', ' href="', '"', 'x', 'https://s.example/a?b=1&amp;c', 'en',
      'noindex', 'no', 'index', '&quot;', ' />', '<style>', '</head>', '<link rel="alternate" hreflang="sw" href="/sw" />']
    let seed = 5
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length
    for (let round = 0; round < 5000; round++) {
      const html = Array.from({ length: 1 + (round % 14) }, () => pieces[next()]).join('')
      const head = html.slice(0, html.indexOf('</head>') + 1 || undefined)
      expect(readPageHead('/p', html), html).toEqual(JSON.parse(JSON.stringify(byPatterns('/p', head))))
    }
  })

  it('writes valid XML with escaped URLs', () => {
    const xml = parser.parse(sitemapXml([{ url: 'https://s.example/a?b=1&c=2', lastmod: '2026-01-01' }, { url: 'https://s.example/' }]))
    expect(xml.urlset.url).toEqual([{ loc: 'https://s.example/a?b=1&c=2', lastmod: '2026-01-01' }, { loc: 'https://s.example/' }])
  })
})

describe('rss', () => {
  it('writes RSS 2.0 items newest first with RFC 822 dates', () => {
    const item = (title: string, date: string) => ({ title, link: `https://s.example/${title}`, description: `<${title}> & co`, date, category: 'Cloud', author: 'A' })
    const xml = parser.parse(rssXml({ title: 'Feed', link: 'https://s.example/blog', self: 'https://s.example/rss.xml', description: 'D', language: 'en' }, [item('old', '2026-01-01'), item('new', '2026-02-01')]))
    expect(xml.rss['@_version']).toBe('2.0')
    expect(xml.rss.channel.item.map((i: { title: string }) => i.title)).toEqual(['new', 'old'])
    expect(xml.rss.channel.item[0].description).toBe('<new> & co')
    expect(xml.rss.channel.item[0].pubDate).toBe('Sun, 01 Feb 2026 00:00:00 GMT')
    expect(rfc822('2026-10-27')).toBe('Tue, 27 Oct 2026 00:00:00 GMT')
  })

  it('lists only the newest items when given a limit, whatever order they come in', () => {
    const item = (day: number) => ({ title: `post ${day}`, link: `https://s.example/${day}`, description: 'd', date: `2026-03-${String(day).padStart(2, '0')}`, category: 'Cloud', author: 'A' })
    const items = [5, 1, 9, 3, 7].map(item)
    const channel = { title: 'Feed', link: 'https://s.example/blog', self: 'https://s.example/rss.xml', description: 'D', language: 'en' }
    const titles = (xml: string) => [parser.parse(xml).rss.channel.item].flat().map((i: { title: string }) => i.title)
    expect(titles(rssXml(channel, items, 3))).toEqual(['post 9', 'post 7', 'post 5'])
    expect(titles(rssXml(channel, items))).toHaveLength(5)
    expect(parser.parse(rssXml(channel, items, 3)).rss.channel.lastBuildDate).toBe('Mon, 09 Mar 2026 00:00:00 GMT')
  })
})

it('robots.txt names the sitemap by its absolute URL and keeps crawlers out of preview builds', () => {
  expect(robotsTxt('https://s.example/sitemap.xml')).toMatch(/^Sitemap: https:\/\/s\.example\/sitemap\.xml$/m)
  expect(robotsTxt('https://s.example/sitemap.xml')).toMatch(/^Allow: \/$/m)
  expect(robotsTxt('https://s.example/sitemap.xml', { preview: true })).toMatch(/^Disallow: \/$/m)
})
