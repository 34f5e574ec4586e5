import { escapeXml } from './xml'

/** A page's address in another language (hreflang "sw", or "x-default"). */
export type Alternate = { hreflang: string; href: string }

export type SitemapEntry = { url: string; lastmod?: string; alternates?: Alternate[] }

const unescape = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"')

/**
 * sitemaps.org XML: one <url> per absolute URL, in the given order; a page with translations lists every
 * language's address (xhtml:link, as Google reads hreflang in sitemaps), itself included.
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lines = [`    <loc>${escapeXml(e.url)}</loc>`]
    if (e.lastmod) lines.push(`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`)
    for (const alternate of e.alternates ?? []) lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}" />`)
    return `  <url>\n${lines.join('\n')}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** What the sitemap needs from one prerendered page's head. */
export type BuiltPage = { route: string; canonical?: string; noindex: boolean; alternates: Alternate[] }

/**
 * Reads canonical, robots noindex and the hreflang alternates from a page's HTML. The result is a copy: a regular
 * expression's match is a slice of the page, and V8 keeps the whole page alive for as long as a slice of it is
 * (the sitemap reads every page before it writes: at 10,000 posts that held a gigabyte).
 */
export function readPageHead(route: string, html: string): BuiltPage {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined)
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(head)
  const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ hreflang: unescape(m[1]!), href: unescape(m[2]!) }))
  return JSON.parse(JSON.stringify({ route, canonical: canonical && unescape(canonical), noindex, alternates })) as BuiltPage
}

/**
 * The pages a search engine should index: not noindex (404, redirect stubs), and only pages that are
 * their own canonical (aliases such as /blog/post point to the real page, which is listed instead).
 */
export function indexablePages(pages: BuiltPage[], absolute: (route: string) => string): (BuiltPage & { canonical: string })[] {
  return pages.filter((p): p is BuiltPage & { canonical: string } => !p.noindex && p.canonical === absolute(p.route))
}
