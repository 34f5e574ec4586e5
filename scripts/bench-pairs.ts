/**
 * `npm run bench:pairs -- FILE...`: reads the pairs that `npm run bench:build -- --anchor astro7 --log FILE` kept and
 * prints, bench by bench and for all of them together, how ours compared with the Astro anchor
 * (scripts/lib/bench-pairs.ts, scripts/lib/bench-stats.ts `pairedComparison`).
 */
import fs from 'node:fs'
import { readPairs, pairsText, type LoggedPair } from './lib/bench-pairs'
import { median, pairedComparison } from './lib/bench-stats'

const files = process.argv.slice(2).filter((arg) => arg !== '--')
if (!files.length) {
  console.error('usage: npm run bench:pairs -- pairs.jsonl [more.jsonl ...]')
  process.exit(1)
}

const pairs: LoggedPair[] = []
/** A pair read twice (a file named twice, or copied into another) counts once */
const seen = new Set<string>()
for (const file of files) {
  const read = readPairs(fs.readFileSync(file, 'utf8'))
  if (read.skipped.length) console.log(`${file}: lines ${read.skipped.join(', ')} are not whole pairs, left out`)
  for (const pair of read.pairs) {
    const key = `${pair.bench}|${pair.at}`
    if (seen.has(key)) continue
    seen.add(key)
    pairs.push(pair)
  }
}

const benches = new Map<string, LoggedPair[]>()
for (const pair of pairs) {
  const list = benches.get(pair.bench)
  if (list) list.push(pair)
  else benches.set(pair.bench, [pair])
}
for (const [bench, list] of benches) {
  const commits = [...new Set(list.map((pair) => pair.commit))].join(', ')
  const posts = [...new Set(list.map((pair) => pair.posts))].join(', ')
  console.log(`bench of ${bench} (${commits}; ${posts} posts; ours ${median(list.map((p) => p.ours)).toFixed(1)} s, astro7 ${median(list.map((p) => p.theirs)).toFixed(1)} s median)`)
  console.log(pairsText(pairedComparison(list)))
}
// benches of the same number of posts together
for (const posts of [...new Set(pairs.map((pair) => pair.posts))]) {
  const list = pairs.filter((pair) => pair.posts === posts)
  const count = new Set(list.map((pair) => pair.bench)).size
  if (count < 2) continue
  console.log(`all ${count} benches of ${posts} posts together (${[...new Set(list.map((pair) => pair.commit))].join(', ')})`)
  console.log(pairsText(pairedComparison(list)))
}
