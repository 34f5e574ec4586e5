/**
 * robots.txt naming the sitemap by its absolute URL. A preview build (drafts and scheduled posts) asks
 * crawlers to stay out; a production build lets them in everywhere.
 */
export function robotsTxt(sitemapUrl: string, { preview = false }: { preview?: boolean } = {}): string {
  return `User-agent: *\n${preview ? 'Disallow: /' : 'Allow: /'}\n\nSitemap: ${sitemapUrl}\n`
}
