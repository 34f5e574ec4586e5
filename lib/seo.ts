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
}

export function fullTitle(title: string, siteName: string): string {
  return title === siteName ? siteName : `${title} - ${siteName}`
}
