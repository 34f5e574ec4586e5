import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appendPairs, pairsText, readPairs, type LoggedPair } from './bench-pairs'
import { pairedComparison } from './bench-stats'

const pair = (ours: number, theirs: number): LoggedPair => ({ bench: '2026-11-29T01:00:00.000Z', at: '2026-11-29T01:05:00.000Z', commit: 'abc1234', posts: 1000, ours, theirs, oursCpu: 20, theirsCpu: 15, load: 0.5 })

describe('the pairs log', () => {
  it('reads back the pairs appended, bench after bench', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pairs-')), 'pairs.jsonl')
    appendPairs(file, [pair(10, 12)])
    appendPairs(file, [pair(11, 10), { ...pair(9, 13), bench: 'later' }])
    const { pairs, skipped } = readPairs(fs.readFileSync(file, 'utf8'))
    expect(pairs.map(({ ours, theirs, bench }) => [ours, theirs, bench])).toEqual([
      [10, 12, '2026-11-29T01:00:00.000Z'],
      [11, 10, '2026-11-29T01:00:00.000Z'],
      [9, 13, 'later'],
    ])
    expect(skipped).toEqual([])
  })
  it('names and leaves out a line cut short or missing a build, and blank lines', () => {
    const lines = [JSON.stringify(pair(10, 12)), '{"bench":"x","at"', '', JSON.stringify({ ...pair(10, 12), theirs: 0 }), JSON.stringify(pair(9, 10))]
    const { pairs, skipped } = readPairs(lines.join('\n'))
    expect(pairs).toHaveLength(2)
    expect(skipped).toEqual([2, 4])
  })
  it('keeps a pair whose CPU time could not be read (NaN, written as null): its wall times are what is compared', () => {
    const { pairs, skipped } = readPairs(JSON.stringify({ ...pair(10, 12), oursCpu: Number.NaN }))
    expect(skipped).toEqual([])
    expect(pairs[0]?.oursCpu).toBeNull()
  })
})

describe('pairsText', () => {
  it('names the ratios, the pairs won, the sign test and the interval', () => {
    const text = pairsText(pairedComparison([{ ours: 9, theirs: 10 }, { ours: 12, theirs: 10 }, { ours: 8, theirs: 10 }]))
    expect(text).toContain('ratios: 0.90 1.20 0.80')
    expect(text).toContain('ours faster in 2 of 3 pairs (sign test: p = 0.500')
    expect(text).toMatch(/geometric mean of the ratios 0\.95, 90% confidence interval 0\.\d\d-1\.\d\d/)
  })
  it('says so when there is no complete pair', () => {
    expect(pairsText(pairedComparison([]))).toBe('  no complete pair')
  })
})
