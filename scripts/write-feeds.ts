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
import { loadEditions, type Content } from '../lib/content/loader'
import { editionRoutes } from '../lib/content/routes'
import { editionRoute, type Lang } from '../lib/editions'
import { robotsTxt } from '../lib/feeds/robots'
import { rssXml } from '../lib/feeds/rss'
import type { DiskCache } from '../lib/cache/disk-cache'
import { indexablePages, readPageHead, sitemapXml, type BuiltPage } from '../lib/feeds/sitemap'
import { routes } from '../lib/permalink'
import { siteUrl } from '../lib/site-url'
import { site } from '../site.config'
import { knownOrRead, loadFindings, saveFindings, type KnownByDigest } from './lib/known-by-digest'
import { builtRoutes } from './lib/routes'

export type WriteFeedsOptions = {
  base?: string
  preview?: boolean
  /** Every language's content the build has already loaded and checked (loaded here otherwise). */
  editions?: Record<Lang, Content>
  /** What earlier builds read of pages' heads: a page whose bytes were read before is not read again */
  known?: KnownHeads
}

/** What a page's head gives the sitemap, whatever its address: the same bytes give the same head. */
export type PageHead = Omit<BuiltPage, 'route'>

/** The heads of pages read before, by the SHA-1 of a page's bytes (see scripts/lib/known-by-digest.ts). */
export type KnownHeads = KnownByDigest<PageHead>

const KNOWN_HEADS_KEY = 'page heads'

const isPageHead = (value: unknown): value is PageHead => {
  const head = value as PageHead
  return (
    typeof head === 'object' &&
    head !== null &&
    (head.canonical === undefined || typeof head.canonical === 'string') &&
    typeof head.noindex === 'boolean' &&
    Array.isArray(head.alternates) &&
    head.alternates.every((alternate) => typeof alternate?.hreflang === 'string' && typeof alternate.href === 'string')
  )
}

/**
 * The heads of the pages `known.digests` names, kept in the build cache for the next build: an incremental build
 * then reads only the pages it rendered (at 1,000 posts, reading every page took the sitemap about 0.2 s).
 */
export const saveKnownHeads = (cache: DiskCache, known: KnownHeads) => saveFindings(cache, KNOWN_HEADS_KEY, known)

/** The heads saveKnownHeads kept, or none when the entry is missing or any of it is not of that shape. */
export const loadKnownHeads = (cache: DiskCache): Map<string, PageHead> => loadFindings(cache, KNOWN_HEADS_KEY, isPageHead)

/** A built page's head: from `known` when its bytes were read before, else read now (and added to `known`). */
function pageHead(outDir: string, route: string, known?: KnownHeads): BuiltPage {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
  const head = knownOrRead(known, file, (): PageHead => {
    const { canonical, noindex, alternates } = readPageHead(route, fs.readFileSync(path.join(outDir, file), 'utf8'))
    return { canonical, noindex, alternates }
  })
  return { route, ...head }
}

/**
 * One sitemap for every language (each page with its hreflang alternates, as its head names them) and one RSS
 * feed per language that has a blog (/rss.xml, /sw/rss.xml). Returns the counts: sitemap URLs, and posts per feed.
 */
export function writeFeeds(outDir = 'dist/client', options: WriteFeedsOptions = {}): { sitemap: number; rss: number; feeds: Record<string, number> } {
  const base = options.base === undefined ? configuredBasePath() : basePath(options.base)
  const preview = options.preview ?? process.env.CONTENT_PREVIEW === '1'
  const editions = Object.values(options.editions ?? loadEditions({ preview }))
  const url = (route: string) => siteUrl(route, base)

  const pages = builtRoutes(outDir).map((route) => pageHead(outDir, route, options.known))
  const lastmod = new Map(
    editions.flatMap((content) =>
      kindNames.flatMap((name) => {
        const { lastModified, routes: kindRoutes } = declaration(name)
        const page = kindRoutes?.entry
        if (!lastModified || !page) return []
        return (content[name] as EntryMeta[]).map((entry) => [url(editionRoute(page(entry.slug), content.lang)), lastModified(entry)] as const)
      }),
    ),
  )
  const indexed = indexablePages(pages, url)
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(indexed.map((page) => ({ url: page.canonical, lastmod: lastmod.get(page.canonical), alternates: page.alternates }))))
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(url(routes.sitemap()), { preview }))

  const feeds: Record<string, number> = {}
  for (const content of editions) {
    if (!editionRoutes(content).has(routes.blog())) continue
    const address = (route: string) => url(editionRoute(route, content.lang))
    const items = kindNames.flatMap((name) => {
      const { feed, routes: kindRoutes } = declaration(name)
      const page = kindRoutes?.entry
      if (!feed || !page) return []
      return (content[name] as EntryMeta[]).map((entry) => ({ ...feed(entry), link: address(page(entry.slug)) }))
    })
    const blogPage = content.data['pages/blog.yaml']
    const rss = rssXml(
      { title: `${blogPage.title} - ${site.name}`, link: address(routes.blog()), self: address(routes.rss()), description: blogPage.description, language: content.lang },
      items,
      site.feedItems,
    )
    const file = path.join(outDir, ...editionRoute(routes.rss(), content.lang).split('/').filter(Boolean))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, rss)
    feeds[editionRoute(routes.rss(), content.lang)] = Math.min(items.length, site.feedItems)
  }
  return { sitemap: indexed.length, rss: feeds[routes.rss()] ?? 0, feeds }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client'
  const counts = writeFeeds(outDir)
  console.log(`Feeds written to ${outDir}: sitemap.xml (${counts.sitemap} URLs), robots.txt, rss.xml (${counts.rss} posts)`)
}
