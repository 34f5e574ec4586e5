/** What a page tells the renderer about its <head>. */
export type PageHead = {
  /** Short page name; the renderer appends " - <site name>". */
  title: string
  description: string
  /** The page's social card (a PNG or JPEG: networks show no SVG); default DEFAULT_SOCIAL_IMAGE. */
  image?: SocialImage
  /** An article's Open Graph facts (posts). */
  article?: { publishedTime: string; author: string; section: string }
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

/** An image for link previews: a route or public path (or an absolute URL), its pixel size and its text alternative. */
export type SocialImage = { src: string; width: number; height: number; alt: string }

/** The default social card: a PNG (social networks do not render SVG), made by scripts/render-og-image.ts. */
export const DEFAULT_OG_IMAGE = '/images/og-default.png'

/** The card of every page without its own (site.ogImageAlt describes public/images/og-default.svg). */
export const defaultSocialImage = (alt: string): SocialImage => ({ src: DEFAULT_OG_IMAGE, width: 1200, height: 630, alt })

export function fullTitle(title: string, siteName: string): string {
  return title === siteName ? siteName : `${title} - ${siteName}`
}
