/**
 * A child process of the build (scripts/lib/card-cache-warmer.ts starts it): draws the social cards it is sent into
 * the card cache, from the last card to the first, at the lowest priority, so it runs on what the build's own
 * processes leave of the cores (the end of the content check, the start of the prerender, beside the search index).
 * The build's cards step draws from the first card and finds in the cache what this one drew. Only cache entries
 * come from here, written whole or not at all (scripts/lib/social-cards.ts), so stopping it half-way loses nothing.
 * Message: `{ jobs: CardJob[], cacheDir?: string }`; it answers `{ digest, name }` for each card it painted (the
 * digest of its words and the brand, its file's name in the cache) and ends when done or when the build's process goes.
 */
import { drawCards, type CardJob } from './write-cards'

process.on('disconnect', () => process.exit(0))
process.once('message', (message) => {
  const { jobs, cacheDir } = message as { jobs: CardJob[]; cacheDir?: string }
  // each card painted is told to the build, whose cards step then finds it without laying it out again
  const painted = (digest: string, name: string) => process.send?.({ digest, name })
  // a card that fails here is left to the build's own cards step, which draws what is missing and reports what fails
  drawCards([...jobs].reverse(), cacheDir, undefined, painted, true).then(
    // the messages sent before the last one are on their way once it is
    () => process.send?.({ done: true }, () => process.exit(0)) ?? process.exit(0),
    () => process.exit(1),
  )
})
