/**
 * The editions in other languages (README, Languages), over the production build in dist/client: every page
 * of an edition is in its language (<html lang>, none of the English interface strings), names its English
 * twin and itself as hreflang alternates (with x-default) as the twin names it, and its language link lands on
 * the twin; no page without a translation is built under the prefix; the sitemap lists the alternates and
 * each language has a valid feed. Expectations come from content/: a new translation is checked the same way.
 */
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { HTMLElement, NodeType, parse, type Node } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { loadEditions } from '#/lib/content/loader'
import { editionRoutes } from '#/lib/content/routes'
import { defaultLang, editionRoute, localeOf, translatedLangs } from '#/lib/editions'
import { formatDate } from '#/lib/dates'
import { routes } from '#/lib/permalink'
import { siteUrl } from '#/lib/site-url'
import { site } from '#/site.config'
import { builtRoutes } from '#/scripts/lib/routes'
import { DIST, decode, readBuilt, visibleText } from './support/html'

const editions = loadEditions()
const english = editions[defaultLang]!
const englishRoutes = editionRoutes(english)
const built = new Set(builtRoutes())
const xml = new XMLParser({ ignoreAttributes: false })

/** Every string of a table, by its path ("navigation.labels.menu"). */
function leaves(value: unknown, at = ''): Map<string, string> {
  const found = new Map<string, string>()
  if (typeof value === 'string') found.set(at, value)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) for (const [p, text] of leaves(inner, at ? `${at}.${key}` : key)) found.set(p, text)
  }
  return found
}

/**
 * What a reader meets on a page as separate words: every text of the body (a label, a button, a heading,
 * a paragraph) and the names and hints of its controls. The language link names the other language in that
 * language (marked with its lang), so it is left out.
 */
function readerTexts(doc: HTMLElement): Set<string> {
  const texts = new Set<string>()
  const visit = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) texts.add(decode(node.rawText).replace(/\s+/g, ' ').trim())
    else if (node instanceof HTMLElement && !['script', 'style'].includes(node.rawTagName) && !node.hasAttribute('data-language-link')) node.childNodes.forEach(visit)
  }
  const body = doc.querySelector('body')
  if (body) visit(body)
  for (const el of doc.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    if (el.closest('[data-language-link]')) continue
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.add(decode(el.getAttribute(name) ?? '').trim())
  }
  texts.delete('')
  return texts
}

const alternatesOf = (doc: HTMLElement) =>
  Object.fromEntries(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]))

describe.each(translatedLangs.map((lang) => [lang, editions[lang]!] as const))('the "%s" edition', (lang, edition) => {
  const own = [...editionRoutes(edition)].sort()
  const address = (route: string) => editionRoute(route, lang)
  const englishStrings = leaves(english.data['strings/interface.yaml'])
  const ownStrings = leaves(edition.data['strings/interface.yaml'])
  /** English interface strings that the translation words differently (a brand name stays the same). */
  const foreign = new Set([...englishStrings].filter(([at, text]) => ownStrings.get(at) !== text).map(([, text]) => text))

  it('has its home page, its interface strings and at least one translated entry', () => {
    expect(own).toContain(routes.home())
    expect(edition.translatedData.has('strings/interface.yaml')).toBe(true)
    expect(own.length).toBeGreaterThan(1)
  })

  it.each(own.map((route) => [address(route), route] as const))('%s is in its language, with reciprocal alternates and a language link to its twin', (at, route) => {
    const html = readBuilt(at)
    const doc = parse(html)
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe(lang)
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(localeOf(lang).replace('-', '_'))
    expect([...readerTexts(doc)].filter((text) => foreign.has(text)), 'English interface strings on the page').toEqual([])

    const alternates = alternatesOf(doc)
    const twin = englishRoutes.has(route) ? route : undefined
    const link = doc.querySelector('a[data-language-link]')
    if (!twin) {
      expect(alternates).toEqual({})
      expect(link?.getAttribute('href')).toBe(routes.home())
      return
    }
    // a page search engines leave out (a thank-you page) names no alternates
    const noindex = doc.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex')
    expect(alternates).toEqual(noindex ? {} : { [defaultLang]: siteUrl(twin), [lang]: siteUrl(at), 'x-default': siteUrl(twin) })
    const twinDoc = parse(readBuilt(twin))
    expect(alternatesOf(twinDoc)).toEqual(alternates)
    expect(link?.getAttribute('href')).toBe(twin)
    expect(link?.getAttribute('lang')).toBe(defaultLang)
    const back = twinDoc.querySelector(`a[data-language-link][lang="${lang}"]`)
    expect(back?.getAttribute('href')).toBe(at)
  })

  it('builds nothing under its prefix that has no translation (no English page at a translated address)', () => {
    const prefix = address(routes.home())
    const under = [...built].filter((route) => route === prefix || route.startsWith(`${prefix}/`))
    expect(under.sort()).toEqual(own.map(address).sort())
  })

  it('keeps its links in the language where the page exists there, and goes to English where it does not', () => {
    const doc = parse(readBuilt(address(routes.home())))
    const hrefs = doc.querySelectorAll('main a[href^="/"], header a[href^="/"], footer a[href^="/"]').filter((a) => !a.hasAttribute('data-language-link')).map((a) => a.getAttribute('href')!.split('#')[0]!)
    expect(hrefs.length).toBeGreaterThan(10)
    for (const href of hrefs) {
      if (href.startsWith(`${address(routes.home())}/`) || href === address(routes.home())) expect(built.has(href), href).toBe(true)
      else if (!/\.[a-z]+$/.test(href)) expect(editionRoutes(edition).has(href), `${href} exists in the edition but the link is English`).toBe(false)
    }
  })

  it('has a 404 page in its language', () => {
    const html = fs.readFileSync(path.join(DIST, address('/404.html').slice(1)), 'utf8')
    expect(parse(html).querySelector('html')?.getAttribute('lang')).toBe(lang)
    expect(visibleText(html)).toContain(edition.data['strings/interface.yaml'].notFound.heading)
  })

  it('writes dates in its language', () => {
    const post = edition.blog[0]
    if (!post) return
    expect(visibleText(readBuilt(address(routes.blogPost(post.slug))))).toContain(formatDate(post.date, localeOf(lang)))
  })

  it('has a valid RSS feed of its own posts, and the sitemap lists every translated page with its alternates', () => {
    const feed = xml.parse(fs.readFileSync(path.join(DIST, address(routes.rss()).slice(1)), 'utf8'))
    expect(feed.rss['@_version']).toBe('2.0')
    expect(feed.rss.channel.language).toBe(lang)
    const items = [feed.rss.channel.item ?? []].flat() as { link: string }[]
    expect(items.map((item) => item.link).sort()).toEqual(edition.blog.slice(0, site.feedItems).map((post) => siteUrl(address(routes.blogPost(post.slug)))).sort())

    const sitemap = xml.parse(fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8'))
    const urls = new Map((sitemap.urlset.url as { loc: string; 'xhtml:link'?: object | object[] }[]).map((url) => [url.loc, [url['xhtml:link'] ?? []].flat() as Record<string, string>[]]))
    const indexed = own.filter((r) => englishRoutes.has(r) && !readBuilt(address(r)).includes('content="noindex'))
    expect(indexed.length).toBeGreaterThan(1)
    for (const route of indexed) {
      for (const loc of [siteUrl(address(route)), siteUrl(route)]) {
        const links = urls.get(loc)
        expect(links, loc).toBeDefined()
        expect(Object.fromEntries(links!.map((l) => [l['@_hreflang'], l['@_href']]))).toEqual({ [defaultLang]: siteUrl(route), [lang]: siteUrl(address(route)), 'x-default': siteUrl(route) })
      }
    }
  })
})

describe('the default edition', () => {
  it('keeps its feed valid and in its language', () => {
    const feed = xml.parse(fs.readFileSync(path.join(DIST, 'rss.xml'), 'utf8'))
    expect(feed.rss.channel.language).toBe(defaultLang)
    expect([feed.rss.channel.item].flat().length).toBe(Math.min(english.blog.length, site.feedItems))
  })
})
