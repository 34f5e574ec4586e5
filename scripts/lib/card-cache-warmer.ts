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
 * by the digest of its words and the brand (as scripts/write-cards.ts `KnownCards` keeps them), filled as it tells.
 */
export type CardCacheWarmer = { done: Promise<void>; stop: () => Promise<void>; pid: number | undefined; painted: Map<string, string> }

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
