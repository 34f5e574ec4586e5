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
  const canonical = quotedAfter(head, '<link rel="canonical" href="', 0)?.value
  const noindex = robotsNoindex(head)
  const alternates: Alternate[] = []
  for (let hreflang = quotedAfter(head, ALTERNATE, 0); hreflang; ) {
    const href = head.startsWith(' href="', hreflang.end) ? quoted(head, hreflang.end + 7) : undefined
    if (href) alternates.push({ hreflang: unescape(hreflang.value), href: unescape(href.value) })
    hreflang = quotedAfter(head, ALTERNATE, href ? href.end : hreflang.start - ALTERNATE.length + 1)
  }
  return JSON.parse(JSON.stringify({ route, canonical: canonical && unescape(canonical), noindex, alternates })) as BuiltPage
}

/*
 * The head is read with indexOf, not regular expressions: a page's head holds its 40 KB of CSS, which each of three
 * patterns (canonical, robots, alternates) walked character by character. What is found is what
 * /<link rel="canonical" href="([^"]+)"/, /<meta name="robots" content="[^"]*noindex/ and
 * /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g find (feeds.spec.ts compares them).
 */
const ALTERNATE = '<link rel="alternate" hreflang="'

/** The text from `start` up to the next quote, when there is a quote and the text is not empty; `end` is after the quote. */
function quoted(text: string, start: number): { value: string; start: number; end: number } | undefined {
  const quote = text.indexOf('"', start)
  return quote > start ? { value: text.slice(start, quote), start, end: quote + 1 } : undefined
}

/** The first `prefix` from `from` on that is followed by a quoted value (quoted), and that value. */
function quotedAfter(text: string, prefix: string, from: number): ReturnType<typeof quoted> {
  for (let at = text.indexOf(prefix, from); at !== -1; at = text.indexOf(prefix, at + 1)) {
    const value = quoted(text, at + prefix.length)
    if (value) return value
  }
  return undefined
}

function robotsNoindex(head: string): boolean {
  const prefix = '<meta name="robots" content="'
  for (let at = head.indexOf(prefix); at !== -1; at = head.indexOf(prefix, at + 1)) {
    const start = at + prefix.length
    const quote = head.indexOf('"', start)
    if (head.slice(start, quote === -1 ? undefined : quote).includes('noindex')) return true
  }
  return false
}

/**
 * The pages a search engine should index: not noindex (404, redirect stubs), and only pages that are
 * their own canonical (aliases such as /blog/post point to the real page, which is listed instead).
 */
export function indexablePages(pages: BuiltPage[], absolute: (route: string) => string): (BuiltPage & { canonical: string })[] {
  return pages.filter((p): p is BuiltPage & { canonical: string } => !p.noindex && p.canonical === absolute(p.route))
}
