import { escapeXml } from './xml'

export type SitemapEntry = { url: string; lastmod?: string }

/** sitemaps.org XML: one <url> per absolute URL, in the given order. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url>\n    <loc>${escapeXml(e.url)}</loc>${e.lastmod ? `\n    <lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** What the sitemap needs from one prerendered page's head. */
export type BuiltPage = { route: string; canonical?: string; noindex: boolean }

/** Reads canonical and robots noindex from a page's HTML. */
export function readPageHead(route: string, html: string): BuiltPage {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined)
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&')
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(head)
  return { route, canonical, noindex }
}

/**
 * The pages a search engine should index: not noindex (404, redirect stubs), and only pages that are
 * their own canonical (aliases such as /blog/post point to the real page, which is listed instead).
 */
export function indexablePages(pages: BuiltPage[], absolute: (route: string) => string): string[] {
  return pages.filter((p) => !p.noindex && p.canonical === absolute(p.route)).map((p) => p.canonical as string)
}
