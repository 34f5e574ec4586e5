import { site } from '../site.config'
import { absoluteUrl } from './permalink'

/**
 * The absolute URL of a route or public file on the published site (site.url + base + path): canonical
 * URLs, Open Graph images, sitemap, feed and JSON-LD use it. Build-time only (site.config pulls in zod).
 */
export function siteUrl(path: string, base?: string): string {
  return absoluteUrl(path, site.url, base)
}
