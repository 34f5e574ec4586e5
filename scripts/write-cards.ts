/**
 * Writes the social card of every entry whose kind declares one (lib/content/kinds.ts `card`): a 1200x630 PNG
 * at routes.card(kind, slug), which the entry's page names as og:image. Build step after `vike build`
 * (scripts/build.ts), before the link check. Cards come from a cache when their words have not changed
 * (scripts/lib/social-cards.ts):
 *   tsx scripts/write-cards.ts [outDir]      (default dist/client; or OUT_DIR)
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { declaration, kindNames, type EntryMeta } from '../lib/content/kinds'
import { loadEditions, type Content } from '../lib/content/loader'
import type { Lang } from '../lib/editions'
import { cardDrawing, cardRoute } from '../lib/social-card'
import { site } from '../site.config'
import { mapAtMost } from './lib/at-most'
import { measureText } from './lib/card-font'
import { cardFile, DEFAULT_CARD_CACHE, placeCard } from './lib/social-cards'

export type WriteCardsOptions = {
  /** Every language's content the build has already loaded and checked (loaded here otherwise) */
  editions?: Record<Lang, Content>
  cacheDir?: string
}

/** Four at a time: new cards are written on libuv's threads while the next card is painted. */
const CONCURRENCY = 4

/** Writes every card; returns the routes written and how many were drawn (the rest came from the cache). */
export async function writeCards(outDir = 'dist/client', options: WriteCardsOptions = {}): Promise<{ routes: string[]; drawn: number }> {
  const editions = options.editions ?? loadEditions({ preview: process.env.CONTENT_PREVIEW === '1' })
  const brand = { mark: fs.readFileSync(path.join('public', site.mark), 'utf8'), siteName: site.name, host: new URL(site.url).host }
  const jobs = Object.values(editions).flatMap((content) =>
    kindNames.flatMap((name) => {
      const card = declaration(name).card
      if (!card) return []
      return (content[name] as EntryMeta[]).flatMap((entry) => {
        const text = card(entry, content.data)
        return text ? [{ route: cardRoute(name, entry.slug, content.lang), drawing: cardDrawing(text, brand, measureText) }] : []
      })
    }),
  )
  // each folder made once: a mkdir costs this VM's disk about 0.4 ms even when the folder is there
  const folders = new Set<string>()
  const drawn = await mapAtMost(jobs, CONCURRENCY, async (job) => {
    const result = await cardFile(job.drawing, options.cacheDir ?? DEFAULT_CARD_CACHE)
    const target = path.join(outDir, ...job.route.split('/').filter(Boolean))
    const folder = path.dirname(target)
    if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true })
    folders.add(folder)
    placeCard(result.file, target)
    return result.drawn
  })
  return { routes: jobs.map((job) => job.route), drawn: drawn.filter(Boolean).length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { routes, drawn } = await writeCards(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Wrote ${routes.length} social cards (${drawn} drawn, ${routes.length - drawn} from the cache)`)
}
