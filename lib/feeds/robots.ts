/** robots.txt: everything may be crawled; names the sitemap by its absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}
