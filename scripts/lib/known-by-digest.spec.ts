import { describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../../lib/cache/disk-cache'
import { tempFolders } from '../../lib/cache/temp-folders'
import { currentFindings, knownOrRead, loadFindings, saveFindings, type KnownByDigest } from './known-by-digest'

const folder = tempFolders('kilele-known-')
const isCount = (value: unknown): value is number => typeof value === 'number'

describe('findings kept by the SHA-1 of a page’s bytes', () => {
  it('takes a finding for the same bytes instead of reading, reads the others and keeps what it read', () => {
    const known: KnownByDigest<number> = { digests: { 'a/index.html': 'sha-a', 'b/index.html': 'sha-b' }, byDigest: new Map([['sha-a', 0]]) }
    const reads: string[] = []
    const read = (file: string, value: number) => knownOrRead(known, file, () => (reads.push(file), value))
    // a finding of 0 (or false) is a finding: not read again
    expect(read('a/index.html', 9)).toBe(0)
    expect(read('b/index.html', 2)).toBe(2)
    expect(read('b/index.html', 7)).toBe(2)
    // a page without a SHA-1 (the prerender did not write it) is read every time and not kept
    expect(read('extra.html', 3)).toBe(3)
    expect(read('extra.html', 4)).toBe(4)
    expect(reads).toEqual(['b/index.html', 'extra.html', 'extra.html'])
    expect([...known.byDigest]).toEqual([['sha-a', 0], ['sha-b', 2]])
    // with nothing known (no build cache), every page is read
    expect(knownOrRead(undefined, 'a/index.html', () => 5)).toBe(5)
  })

  it('keeps only the findings of this build’s pages, each SHA-1 once', () => {
    const known = { digests: { 'a/index.html': 'x', 'copy/index.html': 'x', 'b/index.html': 'y' }, byDigest: new Map([['x', 1], ['gone', 2], ['y', 3]]) }
    expect(currentFindings(known)).toEqual([['x', 1], ['y', 3]])
  })

  it('loads what it saved, and never trusts an entry that is damaged or of another shape', async () => {
    const cache = diskCache('findings', folder())
    saveFindings(cache, 'counts', { digests: { 'a/index.html': 'x' }, byDigest: new Map([['x', 1], ['gone', 2]]) })
    await cacheWritesDone()
    expect([...loadFindings(cache, 'counts', isCount)]).toEqual([['x', 1]])
    expect(loadFindings(cache, 'other key', isCount).size).toBe(0)
    for (const damaged of ['{"x": 1, "y": "two"}', '[1, 2]', 'null', 'not json']) {
      cache.set('counts', damaged)
      await cacheWritesDone()
      expect(loadFindings(cache, 'counts', isCount).size, damaged).toBe(0)
    }
  })
})
