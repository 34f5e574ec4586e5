/**
 * Writes sitemap.xml, robots.txt and rss.xml into a built site. Build step after `vike build`:
 *   tsx scripts/write-feeds.ts [outDir]      (default dist/client; or OUT_DIR)
 * Honours BASE_PATH (URLs) and CONTENT_PREVIEW=1 (drafts and scheduled posts in the feed), like the build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { basePath, configuredBasePath } from '../lib/base-path'
import { declaration, kindNames, type EntryMeta } from '../lib/content/kinds'
import { loadContent, type Content } from '../lib/content/loader'
import { robotsTxt } from '../lib/feeds/robots'
import { rssXml } from '../lib/feeds/rss'
import { indexablePages, readPageHead, sitemapXml } from '../lib/feeds/sitemap'
import { routes } from '../lib/permalink'
import { siteUrl } from '../lib/site-url'
import { site } from '../site.config'
import { builtRoutes } from './lib/routes'

export type WriteFeedsOptions = {
  base?: string
  preview?: boolean
  /** The content the build has already loaded and checked (loaded here otherwise). */
  content?: Content
}

export function writeFeeds(outDir = 'dist/client', options: WriteFeedsOptions = {}): { sitemap: number; rss: number } {
  const base = options.base === undefined ? configuredBasePath() : basePath(options.base)
  const preview = options.preview ?? process.env.CONTENT_PREVIEW === '1'
  const content = options.content ?? loadContent({ preview })
  const url = (route: string) => siteUrl(route, base)

  const pages = builtRoutes(outDir).map((route) => readPageHead(route, fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8')))
  const lastmod = new Map(
    kindNames.flatMap((name) => {
      const { lastModified, routes: kindRoutes } = declaration(name)
      const page = kindRoutes?.entry
      if (!lastModified || !page) return []
      return (content[name] as EntryMeta[]).map((entry) => [url(page(entry.slug)), lastModified(entry)] as const)
    }),
  )
  const sitemapUrls = indexablePages(pages, url)
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(sitemapUrls.map((u) => ({ url: u, lastmod: lastmod.get(u) }))))
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(url(routes.sitemap()), { preview }))

  const items = kindNames.flatMap((name) => {
    const { feed, routes: kindRoutes } = declaration(name)
    const page = kindRoutes?.entry
    if (!feed || !page) return []
    return (content[name] as EntryMeta[]).map((entry) => ({ ...feed(entry), link: url(page(entry.slug)) }))
  })
  const blogPage = content.data['pages/blog.yaml']
  const rss = rssXml(
    { title: `${blogPage.title} - ${site.name}`, link: url(routes.blog()), self: url(routes.rss()), description: blogPage.description, language: 'en' },
    items,
  )
  fs.writeFileSync(path.join(outDir, 'rss.xml'), rss)
  return { sitemap: sitemapUrls.length, rss: items.length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client'
  const counts = writeFeeds(outDir)
  console.log(`Feeds written to ${outDir}: sitemap.xml (${counts.sitemap} URLs), robots.txt, rss.xml (${counts.rss} posts)`)
}
