/**
 * Writes the social card of every entry whose kind declares one (lib/content/kinds.ts `card`): a 1200x630 PNG
 * at routes.card(kind, slug), which the entry's page names as og:image. Cards come from a cache when their words
 * have not changed (scripts/lib/social-cards.ts). The build's process draws them while it would otherwise wait
 * (scripts/lib/idle-card-painter.ts) and in its cards step, which places them before the link check:
 *   tsx scripts/write-cards.ts [outDir]      (default dist/client; or OUT_DIR)
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DiskCache } from '../lib/cache/disk-cache'
import { declaration, kindNames, type EntryMeta } from '../lib/content/kinds'
import { loadEditions, type Content } from '../lib/content/loader'
import type { Lang } from '../lib/editions'
import { cardDrawing, cardRoute, type CardText } from '../lib/social-card'
import { site } from '../site.config'
import { mapAtMost } from './lib/at-most'
import { measureText } from './lib/card-font'
import { loadFindings, saveFindings, type KnownByDigest } from './lib/known-by-digest'
import { cachedCard, cardFile, DEFAULT_CARD_CACHE, isCardFileName, placeCard } from './lib/social-cards'

/** A card the site has: where it goes and its words. */
export type CardJob = { route: string; text: CardText }
/** A card's PNG in the card cache, and whether it was painted now (else it was there). */
export type DrawnCard = { route: string; file: string; drawn: boolean }

/** Every card of every edition: each entry of a kind that declares a card and has words for one. */
export function cardJobs(editions: Record<Lang, Content>): CardJob[] {
  return Object.values(editions).flatMap((content) =>
    kindNames.flatMap((name) => {
      const card = declaration(name).card
      if (!card) return []
      return (content[name] as EntryMeta[]).flatMap((entry) => {
        const text = card(entry, content.data)
        return text ? [{ route: cardRoute(name, entry.slug, content.lang), text }] : []
      })
    }),
  )
}

/** Four at a time: while a card waits for sharp (the background, glyphs not rasterised yet), the next is laid out. */
const CONCURRENCY = 4

/**
 * Each card's file name in the card cache (`<key>.png`) by the SHA-1 of its words and the brand, and each card's
 * SHA-1 by route (scripts/lib/known-by-digest.ts). Kept in the build cache, whose folder changes with the layout's
 * code and the font: a build finds an unchanged card without laying it out again (1.2 s of the cards step of a
 * one-post build at 10,000 posts, beside the search index).
 */
export type KnownCards = KnownByDigest<string>

const KNOWN_CARDS_KEY = 'card files'
export const saveKnownCards = (cache: DiskCache, known: KnownCards) => saveFindings(cache, KNOWN_CARDS_KEY, known)
/** What saveKnownCards kept, or nothing when any of it is not a card's file name. */
export const loadKnownCards = (cache: DiskCache): Map<string, string> =>
  loadFindings(cache, KNOWN_CARDS_KEY, (value): value is string => typeof value === 'string' && isCardFileName(value))

/** Draws one card (see cardDrawer). */
export type CardDrawer = (job: CardJob) => Promise<DrawnCard>

/**
 * What lays out and paints a card into the card cache, or finds it there (by `known`, without laying it out).
 * `painted` hears of each card painted now: its digest (of its words and the brand) and its file's name.
 */
export function cardDrawer(cacheDir = DEFAULT_CARD_CACHE, known?: KnownCards, painted?: (digest: string, name: string) => void): CardDrawer {
  const brand = { mark: fs.readFileSync(path.join('public', site.mark), 'utf8'), siteName: site.name, host: new URL(site.url).host }
  const brandDigest = createHash('sha1').update(JSON.stringify(brand)).digest('hex')
  return async ({ route, text }) => {
    const digest = createHash('sha1').update(`${brandDigest}\n${JSON.stringify(text)}`).digest('hex')
    if (known) known.digests[route] = digest
    const name = known?.byDigest.get(digest)
    const kept = name === undefined ? undefined : cachedCard(name, cacheDir)
    if (kept) return { route, file: kept, drawn: false }
    const card = await cardFile(cardDrawing(text, brand, measureText), cacheDir)
    known?.byDigest.set(digest, path.basename(card.file))
    if (card.drawn) painted?.(digest, path.basename(card.file))
    return { route, ...card }
  }
}

/** Draws every card of `jobs` (cardDrawer), CONCURRENCY at a time; in the jobs' order. */
export const drawCards = (jobs: CardJob[], cacheDir = DEFAULT_CARD_CACHE, known?: KnownCards, painted?: (digest: string, name: string) => void): Promise<DrawnCard[]> =>
  mapAtMost(jobs, CONCURRENCY, cardDrawer(cacheDir, known, painted))

/** Links each drawn card into the site at its route. */
export function placeCards(outDir: string, cards: DrawnCard[]): void {
  // each folder made once: a mkdir costs this VM's disk about 0.4 ms even when the folder is there
  const folders = new Set<string>()
  for (const card of cards) {
    const target = path.join(outDir, ...card.route.split('/').filter(Boolean))
    const folder = path.dirname(target)
    if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true })
    folders.add(folder)
    placeCard(card.file, target)
  }
}

export type WriteCardsOptions = {
  /** Every language's content the build has already loaded and checked (loaded here otherwise) */
  editions?: Record<Lang, Content>
  cacheDir?: string
  /** The cards' file names found before, by their words (drawCards) */
  known?: KnownCards
}

/**
 * Writes every card; returns the routes written, the cache files they are, and how many were drawn (the rest came
 * from the cache).
 */
export async function writeCards(outDir = 'dist/client', options: WriteCardsOptions = {}): Promise<{ routes: string[]; files: string[]; drawn: number }> {
  const editions = options.editions ?? loadEditions({ preview: process.env.CONTENT_PREVIEW === '1' })
  const cards = await drawCards(cardJobs(editions), options.cacheDir, options.known)
  placeCards(outDir, cards)
  return { routes: cards.map((card) => card.route), files: cards.map((card) => card.file), drawn: cards.filter((card) => card.drawn).length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { routes, drawn } = await writeCards(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Wrote ${routes.length} social cards (${drawn} drawn, ${routes.length - drawn} from the cache)`)
}
