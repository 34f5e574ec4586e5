/**
 * Draws the build's social cards into the card cache in a child process of the lowest priority (scripts/warm-card-cache.ts),
 * from the moment the content is loaded. Linux gives a process of niceness 19 only what the others leave, so it
 * never slows the content check or the prerender, which the build waits on; it fills the cores' idle time instead
 * (the end of the content check, the prerender's start, beside the search index). The cards step still draws
 * whatever is missing itself and then stops the warmer: a slow, stopped or failed warmer changes nothing but time.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CardJob } from '../write-cards'
import { DEFAULT_CARD_CACHE, isCardFileName } from './social-cards'

const RUNNER = path.resolve('scripts/run-bundled.mjs')

/**
 * `done`: the warmer has drawn every card (or ended); `stop`: ends it, leaving no partial file in the cache; `pid`:
 * its process, whose number its partial files carry; `painted`: each card it painted, its file's name in the cache
 * by the digest of its words and the brand (as scripts/write-cards.ts `KnownCards` keeps them), filled as it tells;
 * `prioritise`: gives it the build's own priority (once nothing the build waits on runs beside it); `left`: the cards
 * it has not told of yet; `perSecond`: how many it has painted a second since it was prioritised (0 before).
 */
export type CardCacheWarmer = {
  done: Promise<void>
  stop: () => Promise<void>
  pid: number | undefined
  painted: Map<string, string>
  prioritise: () => void
  left: () => number
  perSecond: () => number
}

/**
 * What a process spends before its first card: loading sharp and the fonts, drawing the background, rasterising the
 * glyphs (about 0.45 s of CPU on this 2-core machine, `scripts/write-cards.ts` drawing 1, 10 and 100 cards in a fresh process).
 */
export const CARD_SET_UP_SECONDS = 0.45

/**
 * Whether the warmer, painting `perSecond` cards a second, draws the `left` ones before another process could have
 * set itself up to draw (CARD_SET_UP_SECONDS): then a second drawer would only add its set-up to the build's CPU.
 */
export const warmerEndsFirst = (left: number, perSecond: number) => left === 0 || (perSecond > 0 && left / perSecond <= CARD_SET_UP_SECONDS)

/**
 * Whether the card cache holds at least `count` cards: then an incremental build's cards are there but for the few
 * whose words changed, which the cards step draws, and a warmer would only lay out and look up every card once more
 * (1.7 s of CPU in a one-post build at 10,000 posts). A cache that lacks them (a new machine, a CI run that
 * restored no cache) has fewer files, and gets a warmer.
 */
export function cardCacheHolds(count: number, cacheDir = DEFAULT_CARD_CACHE): boolean {
  try {
    return fs.readdirSync(cacheDir).filter((name) => name.endsWith('.png')).length >= count
  } catch {
    return false
  }
}

export function warmCardCache(jobs: CardJob[], cacheDir = DEFAULT_CARD_CACHE): CardCacheWarmer {
  // The build's own V8 settings (fork passes on process.execArgv: package.json's 32 MB semi-spaces and larger
  // interrupt budget, see scripts/build.ts): the cards' pixels are buffers outside the heap, and the warmer runs
  // through the prerender, at the build's peak of memory (64 MB semi-spaces made it about 50 MB larger)
  const child = fork(RUNNER, ['scripts/warm-card-cache.ts'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })
  const done = new Promise<void>((resolve) => {
    child.on('exit', () => resolve())
    child.on('error', () => resolve())
  })
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, 19)
  } catch {
    // a machine that refuses: the warmer then shares the cores like any process
  }
  const painted = new Map<string, string>()
  /** When it was prioritised, and how many cards it had told of then */
  let since: { at: number; painted: number } | undefined
  child.on('message', (message: { digest?: unknown; name?: unknown }) => {
    // only a card's file name: the cards step still checks that the file is a whole card before it uses it
    if (typeof message.digest === 'string' && typeof message.name === 'string' && isCardFileName(message.name)) painted.set(message.digest, message.name)
  })
  child.send({ jobs, cacheDir }, () => {})
  const stopOnExit = () => child.kill()
  process.on('exit', stopOnExit)
  return {
    done,
    pid: child.pid,
    painted,
    prioritise() {
      since ??= { at: performance.now(), painted: painted.size }
      try {
        if (child.pid !== undefined && child.exitCode === null) os.setPriority(child.pid, os.getPriority())
      } catch {
        // only a privileged process may raise a priority: the warmer then has what Pagefind leaves of the cores
      }
    },
    left: () => Math.max(0, jobs.length - painted.size),
    perSecond() {
      const seconds = since ? (performance.now() - since.at) / 1000 : 0
      return seconds > 0 ? (painted.size - since!.painted) / seconds : 0
    },
    async stop() {
      process.off('exit', stopOnExit)
      if (child.exitCode === null && child.signalCode === null) child.kill()
      await done
      // a card it was writing when stopped: `<key>.png.<pid>.<n>.tmp` (social-cards.ts `cardFile`)
      const partial = new RegExp(`^[0-9a-f]+\\.png\\.${child.pid}\\.\\d+\\.tmp$`)
      const names = fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []
      for (const name of names.filter((file) => partial.test(file))) fs.rmSync(path.join(cacheDir, name), { force: true })
    },
  }
}
