/** What a page tells the renderer about its <head>. */
export type PageHead = {
  /** Short page name; the renderer appends " - <site name>". */
  title: string
  description: string
  /** Image path under public/ or an absolute URL, for social cards. */
  image?: string
  type?: 'website' | 'article'
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[]
  noindex?: boolean
  /** false keeps the page out of the site's own search index (the search page itself); noindex pages are out too. */
  searchable?: boolean
  /** Route of the page this one duplicates (e.g. /blog/post -> /blog/<newest>); default: its own route. */
  canonical?: string
  /** Routes of the previous and next page of a paginated list. */
  prev?: string
  next?: string
}

/** The default social card: a PNG (social networks do not render SVG), made by scripts/render-og-image.ts. */
export const DEFAULT_OG_IMAGE = '/images/og-default.png'

export function fullTitle(title: string, siteName: string): string {
  return title === siteName ? siteName : `${title} - ${siteName}`
}
