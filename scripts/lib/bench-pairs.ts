/**
 * The alternated pairs of cold builds (ours, then the Astro anchor's) that `npm run bench:build -- --log FILE` keeps,
 * one JSON line a pair, so that benches run at different hours can be read together (`npm run bench:pairs -- FILE`):
 * this machine's speed drifts by a third within an hour, more than the difference the pairs measure.
 */
import fs from 'node:fs'
import { z } from 'zod'
import type { PairedComparison } from './bench-stats'

const loggedPair = z.object({
  /** The bench's start: the pairs of one bench share it */
  bench: z.string(),
  /** When the pair ended */
  at: z.string(),
  /** The commit the bench copied, with "+changes" when the working tree had any */
  commit: z.string(),
  posts: z.number().int().positive(),
  ours: z.number().positive(),
  theirs: z.number().positive(),
  /** CPU seconds and load average: null when they could not be read (NaN written as JSON) */
  oursCpu: z.number().nullable(),
  theirsCpu: z.number().nullable(),
  load: z.number().nullable(),
})
export type LoggedPair = z.infer<typeof loggedPair>

export function appendPairs(file: string, pairs: LoggedPair[]): void {
  fs.appendFileSync(file, pairs.map((pair) => `${JSON.stringify(pair)}\n`).join(''))
}

/** The pairs a log holds; a line that is not a whole pair (a bench stopped mid-write) is named and left out. */
export function readPairs(text: string): { pairs: LoggedPair[]; skipped: number[] } {
  const pairs: LoggedPair[] = []
  const skipped: number[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      skipped.push(index + 1)
      return
    }
    const pair = loggedPair.safeParse(parsed)
    if (pair.success) pairs.push(pair.data)
    else skipped.push(index + 1)
  })
  return { pairs, skipped }
}

const two = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-')

/** The comparison in three lines: the ratios, the pairs won and the sign test, the geometric mean and its interval. */
export function pairsText(comparison: PairedComparison): string {
  const { n, ratios, faster, geometricMean, low, high, signP } = comparison
  if (!n) return '  no complete pair'
  return [
    `  ratios: ${ratios.map(two).join(' ')}`,
    `  ours faster in ${faster} of ${n} pairs (sign test: p = ${signP.toFixed(3)} that a build no faster would win as many)`,
    `  geometric mean of the ratios ${two(geometricMean)}${n > 1 ? `, 90% confidence interval ${two(low)}-${two(high)}` : ''}`,
  ].join('\n')
}
