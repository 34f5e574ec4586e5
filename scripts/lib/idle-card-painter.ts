/**
 * Paints the build's social cards into the card cache in the build's own process while that process would only
 * wait: after its content check while `vike build` still runs, and once a prerender worker has finished its share
 * while the other still renders (scripts/build.ts resumes and pauses it). A core is free each time; in between both
 * cores render pages, and a card painted there takes its time from them: a cold build paints only a share of its
 * cards there (`resume(cards)`), those the cards step beside the search index would have no core left for. The
 * cards step then stops it, finds what it painted without laying those cards out again, and draws the rest.
 *
 * It replaces a card warmer: a child process of niceness 19 that drew cards from the moment the content was loaded.
 * That process's start (bundling and loading its script, the font, sharp and the background) cost about 0.35 s of
 * CPU before its first card, and its cards about 2.7 ms each against 2.1 ms here. Alternated cold builds of the
 * 1,000-post copy, the warmer against this: less CPU and less time in every pair (README, Thirty-second session).
 */
import fs from 'node:fs'
import { cardDrawer, type CardJob } from '../write-cards'
import { DEFAULT_CARD_CACHE } from './social-cards'

export type IdleCardPainter = {
  /** Each card painted so far: its file's name in the card cache by the digest of its words and the brand (as scripts/write-cards.ts `KnownCards` keeps them) */
  painted: Map<string, string>
  /** How many cards are left to paint */
  readonly left: number
  /** Paints, one card after another, from the last job to the first, until paused or stopped, or `cards` are painted */
  resume(cards?: number): void
  /** Stops after the card being painted */
  pause(): void
  /** Paints no more: settled once the card being painted is written */
  stop(): Promise<void>
}

export function idleCardPainter(jobs: readonly CardJob[], cacheDir = DEFAULT_CARD_CACHE): IdleCardPainter {
  const painted = new Map<string, string>()
  const left = [...jobs]
  let draw: ReturnType<typeof cardDrawer> | undefined
  let running = false
  /** How many more cards to paint before pausing */
  let allowed = Infinity
  let stopped = false
  let wake: (() => void) | undefined
  const woken = () => new Promise<void>((resolve) => (wake = resolve))
  const loop = (async () => {
    for (;;) {
      while (!stopped && !(running && allowed > 0)) await woken()
      const job = stopped ? undefined : left.pop()
      if (!job) return
      allowed--
      draw ??= cardDrawer(cacheDir, undefined, (digest, name) => painted.set(digest, name))
      // a card that fails here is left to the cards step, which draws what is missing and reports what fails
      await draw(job).catch(() => undefined)
      // a card's promise settles without waiting on anything once the font and the background are there: without
      // this, the events that pause the painter (vike build's end, a worker's report) would wait for every card
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  const nudge = () => {
    const resolve = wake
    wake = undefined
    resolve?.()
  }
  return {
    painted,
    get left() {
      return left.length
    },
    resume(cards = Infinity) {
      allowed = cards
      running = true
      nudge()
    },
    pause() {
      running = false
    },
    async stop() {
      stopped = true
      nudge()
      await loop
    },
  }
}

/**
 * Whether the card cache holds at least `count` cards: then an incremental build's cards are there but for the few
 * whose words changed, which the cards step draws, and a painter would only lay out and look up cards the step
 * finds anyway. A cache that lacks them (a new machine, a CI run that restored no cache) has fewer files.
 */
export function cardCacheHolds(count: number, cacheDir = DEFAULT_CARD_CACHE): boolean {
  try {
    return fs.readdirSync(cacheDir).filter((name) => name.endsWith('.png')).length >= count
  } catch {
    return false
  }
}
