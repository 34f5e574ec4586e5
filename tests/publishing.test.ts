/**
 * Metadata, structured data and feeds of the production build in dist/client (npm test builds it):
 * every page's head and JSON-LD, sitemap.xml, robots.txt, rss.xml, the social image, external links.
 */
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { editionRoute, splitEdition, translatedLangs } from '#/lib/editions'
import { thanksRoute } from '#/lib/forms'
import { routes as permalinks, teamMemberId } from '#/lib/permalink'
import { openingHoursSpecification, priceRange, publishedAt } from '#/lib/structured-data'
import { site } from '#/site.config'
import { builtRoutes } from '#/scripts/lib/routes'
import { DIST, readBuilt } from './support/html'

const content = loadContent()
const routes = builtRoutes()
const pages = [...routes, '404.html'].map((route) => ({ route, doc: parse(readBuilt(route)) }))
const xml = new XMLParser({ ignoreAttributes: false })
const url = (route: string) => `${site.url}${route}`
/** Fixed routes of the spec that repeat another page: canonical to it, left out of the sitemap. */
const aliases: Record<string, string> = {
  '/blog/post': `/blog/${content.blog[0]!.slug}`,
  '/case-studies/detail': `/case-studies/${content['case-studies'].find((s) => s.featured)!.slug}`,
}

/**
 * Pages that are no one's search result: the 404, the forms' thank-you pages and the page shown without a connection
 * (noindex, no canonical, not in the sitemap), in every language.
 */
const noindex = new Set(['404.html', ...[...Object.values(thanksRoute), permalinks.offline].flatMap((route) => [route(), ...translatedLangs.map((lang) => editionRoute(route(), lang))])])

const meta = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content') ?? doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content')
const jsonLd = (doc: HTMLElement) =>
  doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, unknown> & { '@type': string })
const ofType = (doc: HTMLElement, type: string) => jsonLd(doc).filter((item) => item['@type'] === type)

describe('every page head', () => {
  it.each(pages.map((p) => [p.route, p.doc] as const))('%s: lang, title, description, canonical, social cards, theme, icon, feed', (route, doc) => {
    // a page under a language's prefix (/sw/about) is in that language, with that language's feed
    const { lang } = splitEdition(route)
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe(lang)
    expect(doc.querySelectorAll('title')).toHaveLength(1)
    expect(doc.querySelector('title')!.textContent).toMatch(/^.+ - Kilele Technologies$/)
    expect(meta(doc, 'description')?.length).toBeGreaterThan(30)
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href')
    if (noindex.has(route)) {
      expect(meta(doc, 'robots')).toBe('noindex')
      expect(canonical).toBeUndefined()
    } else {
      expect(canonical).toBe(url(aliases[route] ?? (route === '/' ? '/' : route)))
      expect(meta(doc, 'og:url')).toBe(canonical)
    }
    expect(meta(doc, 'og:title')).toBe(doc.querySelector('title')!.textContent)
    expect(meta(doc, 'og:description')).toBe(meta(doc, 'description'))
    expect(meta(doc, 'og:image')).toMatch(/^https:\/\/kilele\.example\/.+\.(png|jpe?g|webp)$/)
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
    expect(meta(doc, 'twitter:image')).toBe(meta(doc, 'og:image'))
    expect(meta(doc, 'theme-color')).toBe(site.themeColor)
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg')
    expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(url(editionRoute('/rss.xml', lang)))
  })

  it('gives every page its own title and description', () => {
    const titles = pages.map((p) => p.doc.querySelector('title')!.textContent)
    const descriptions = pages.map((p) => meta(p.doc, 'description'))
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([])
  })

  it('ships the social card as a 1200x630 PNG', () => {
    const png = fs.readFileSync(path.join(DIST, 'images/og-default.png'))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(meta(pages[0]!.doc, 'og:image')).toBe(url('/images/og-default.png'))
  })
})

describe('JSON-LD', () => {
  it('is valid schema.org JSON on every page that has it', () => {
    for (const { route, doc } of pages) for (const item of jsonLd(doc)) expect(item['@context'], route).toBe('https://schema.org')
  })

  it('describes the organisation and the Nairobi office on the home page', () => {
    const home = pages.find((p) => p.route === '/')!.doc
    expect(ofType(home, 'Organization')[0]).toMatchObject({ name: site.name, url: url('/'), email: site.email, telephone: site.phone })
    const hours = content.data['data/business-hours.yaml'].rows.flatMap((r) => (r.openingHours ? [r.openingHours] : []))
    expect(hours.length).toBeGreaterThan(0)
    expect(ofType(home, 'LocalBusiness')[0]).toMatchObject({
      address: { streetAddress: site.address.street, addressLocality: 'Nairobi', addressRegion: site.address.region, postalCode: site.address.postalCode, addressCountry: 'KE' },
      geo: { '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude },
      openingHours: hours,
      openingHoursSpecification: hours.flatMap(openingHoursSpecification),
      priceRange: priceRange(content.data['pages/how-we-work.yaml'].models.map((m) => m.price)),
      telephone: site.phone,
      email: site.email,
    })
  })

  it.each(content.services.map((s) => [s.slug, s] as const))('/services/%s has Service and FAQPage from its FAQs', (slug, service) => {
    const doc = pages.find((p) => p.route === `/services/${slug}`)!.doc
    expect(ofType(doc, 'Service')[0]).toMatchObject({ name: service.title, url: url(`/services/${slug}`) })
    const faq = ofType(doc, 'FAQPage')[0] as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(service.faqs.map((f) => [f.question, f.answer]))
  })

  it.each(content.blog.map((p) => [p.slug, p] as const))('/blog/%s has BlogPosting', (slug, post) => {
    const doc = pages.find((p) => p.route === `/blog/${slug}`)!.doc
    const posting = ofType(doc, 'BlogPosting')[0]
    expect(posting).toMatchObject({ headline: post.title, datePublished: publishedAt(post.date), author: { '@type': 'Person', name: post.author }, url: url(`/blog/${slug}`) })
    expect(posting?.datePublished).toMatch(/T00:00:00[+-]\d\d:\d\d$/)
    // Its image is the page's social card (its own or the writer's cover), at its absolute URL.
    expect(posting?.image).toBe(meta(doc, 'og:image'))
    // An author on the team links to their card on the team page, which has that id.
    const member = content.team.find((m) => m.name === post.author)
    if (member) {
      expect((posting?.author as { url: string }).url).toBe(url(`/team#${teamMemberId(member.slug)}`))
      expect(pages.find((p) => p.route === '/team')!.doc.getElementById(teamMemberId(member.slug))).not.toBeNull()
    }
  })

  it('puts a BreadcrumbList ending on the page itself on every nested page', () => {
    const nested = pages.filter((p) => !noindex.has(p.route) && splitEdition(p.route).route.split('/').length > 2)
    expect(nested.map((p) => p.route)).toEqual(expect.arrayContaining(['/blog/post', '/case-studies/detail', '/services/cybersecurity']))
    for (const { route, doc } of nested) {
      const list = ofType(doc, 'BreadcrumbList')[0] as unknown as { itemListElement: { position: number; item: string }[] } | undefined
      expect(list, route).toBeDefined()
      expect(list!.itemListElement[0]!.item).toBe(url(editionRoute('/', splitEdition(route).lang)))
      expect(list!.itemListElement.at(-1)!.item, route).toBe(doc.querySelector('link[rel="canonical"]')!.getAttribute('href'))
    }
  })
})

describe('feeds', () => {
  it('sitemap.xml lists every prerendered route except the 404, the thank-you pages and the alias routes', () => {
    const sitemap = xml.parse(fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8'))
    const locs = (sitemap.urlset.url as { loc: string }[]).map((u) => u.loc).sort()
    const expected = routes.filter((r) => !aliases[r] && !noindex.has(r)).map((r) => url(r === '/' ? '/' : r)).sort()
    expect(locs).toEqual(expected)
    expect(locs).toContain(url(`/blog/${content.blog.at(-1)!.slug}`))
    expect(locs).toContain(url('/blog/category/digital-marketing'))
    expect(locs.some((l) => l.includes('404'))).toBe(false)
  })

  it('robots.txt names the sitemap by its absolute URL', () => {
    const robots = fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^Sitemap: https:\/\/kilele\.example\/sitemap\.xml$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
  })

  it('rss.xml is RSS 2.0 with the newest published posts (site.feedItems of them at most), newest first, absolute links', () => {
    const rss = xml.parse(fs.readFileSync(path.join(DIST, 'rss.xml'), 'utf8')).rss
    expect(rss['@_version']).toBe('2.0')
    const items = [rss.channel.item].flat() as { title: string; link: string; pubDate: string }[]
    const newest = content.blog.slice(0, site.feedItems)
    expect(items.map((i) => i.title)).toEqual(newest.map((p) => p.title))
    expect(items.map((i) => i.link)).toEqual(newest.map((p) => url(`/blog/${p.slug}`)))
    const times = items.map((i) => Date.parse(i.pubDate))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})

describe('third parties', () => {
  it('loads scripts, styles, images and icons only from the site; the map is the only third-party frame', () => {
    const offenders: string[] = []
    for (const { route, doc } of pages) {
      for (const el of doc.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="icon"], link[rel="preload"], link[rel="modulepreload"], img, source, video, audio')) {
        const ref = el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('srcset') ?? ''
        if (/^(https?:)?\/\//.test(ref)) offenders.push(`${route}: ${ref}`)
      }
      for (const frame of doc.querySelectorAll('iframe')) {
        const src = frame.getAttribute('src') ?? frame.getAttribute('data-src') ?? ''
        if (new URL(src).host !== 'www.openstreetmap.org') offenders.push(`${route}: frame ${src}`)
      }
      if (/@import|url\(\s*['"]?(https?:)?\/\//.test(doc.querySelectorAll('style').map((s) => s.textContent).join(''))) offenders.push(`${route}: external CSS`)
    }
    expect(offenders).toEqual([])
  })

  it('marks every external link rel="noopener noreferrer"', () => {
    const offenders: string[] = []
    for (const { route, doc } of pages) {
      for (const a of doc.querySelectorAll('a[href^="http"]')) {
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/)
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) offenders.push(`${route}: ${a.getAttribute('href')}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
