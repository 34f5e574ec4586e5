import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeCbor, hashedFiles, removeUnnamed, reusedSafely, type IndexFiles } from './pagefind-index'

describe('decodeCbor', () => {
  it('reads integers of every width, text and byte strings, arrays, maps and simple values', () => {
    expect(decodeCbor(Buffer.from([0x17]))).toBe(23)
    expect(decodeCbor(Buffer.from([0x18, 0xff]))).toBe(255)
    expect(decodeCbor(Buffer.from([0x19, 0x01, 0xfb]))).toBe(507)
    expect(decodeCbor(Buffer.from([0x1a, 0x00, 0x01, 0x00, 0x00]))).toBe(65536)
    expect(decodeCbor(Buffer.from([0x20]))).toBe(-1)
    expect(decodeCbor(Buffer.from([0x83, 0x63, 0x61, 0x62, 0x63, 0x42, 0x01, 0x02, 0xf5]))).toEqual(['abc', Buffer.from([1, 2]), true])
    expect(decodeCbor(Buffer.from([0xa1, 0x61, 0x6b, 0xf6]))).toEqual(new Map([['k', null]]))
  })

  it('refuses what it cannot read whole: bytes cut short, bytes after the value, tags and floats', () => {
    expect(() => decodeCbor(Buffer.from([0x63, 0x61]))).toThrow(/cut short/)
    expect(() => decodeCbor(Buffer.from([0x82, 0x01]))).toThrow(/cut short/)
    expect(() => decodeCbor(Buffer.from([0x01, 0x02]))).toThrow(/after the value/)
    expect(() => decodeCbor(Buffer.from([0xc1, 0x01]))).toThrow(/tag/)
    expect(() => decodeCbor(Buffer.from([0xf9, 0x3c, 0x00]))).toThrow(/float/)
  })
})

/** An index of one language from its fragments (name: word count) and chunks (name: first and last word). */
const index = (fragments: Record<string, number>, chunks: Record<string, string>, filters: string[] = []): IndexFiles =>
  new Map([['en_0123456789', { meta: 'pagefind.en_0123456789.pf_meta', fragments: new Map(Object.entries(fragments)), chunks: new Map(Object.entries(chunks)), filters: new Set(filters) }]])

describe('reusedSafely', () => {
  const last = index({ en_aaaaaaa: 10, en_bbbbbbb: 20 }, { en_1111111: 'a\0m', en_2222222: 'n\0z' })
  const kept = new Set(['fragment/en_aaaaaaa.pf_fragment', 'fragment/en_bbbbbbb.pf_fragment', 'index/en_1111111.pf_index', 'index/en_2222222.pf_index'])

  it('takes kept files that stand for what they stood for: a page of the same word count, a chunk of the same words', () => {
    // a page changed (its fragment is new) and the chunk of its words with it; the rest kept
    expect(reusedSafely(last, index({ en_aaaaaaa: 10, en_ccccccc: 25 }, { en_1111111: 'a\0m', en_3333333: 'n\0z' }), kept)).toBe(true)
  })

  it('refuses a kept fragment now named for a page of another word count', () => {
    expect(reusedSafely(last, index({ en_aaaaaaa: 11, en_bbbbbbb: 20 }, { en_1111111: 'a\0m', en_2222222: 'n\0z' }), kept)).toBe(false)
  })

  it('refuses a kept chunk now named for other words', () => {
    expect(reusedSafely(last, index({ en_aaaaaaa: 10, en_bbbbbbb: 20 }, { en_1111111: 'a\0l', en_2222222: 'm\0z' }), kept)).toBe(false)
  })

  it('refuses any name Pagefind lengthened after a clash, in the last index or the new one', () => {
    expect(reusedSafely(last, index({ en_aaaaaaa: 10, en_bbbbbbb0: 20 }, { en_1111111: 'a\0m', en_2222222: 'n\0z' }), kept)).toBe(false)
    expect(reusedSafely(index({ en_aaaaaaa1: 10 }, {}), index({ en_ccccccc: 10 }, {}), new Set())).toBe(false)
  })

  it('refuses a kept filter file (filters are made again)', () => {
    expect(reusedSafely(last, index({ en_aaaaaaa: 10 }, {}, ['en_9999999']), new Set(['filter/en_9999999.pf_filter']))).toBe(false)
  })
})

describe('removeUnnamed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-index-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('removes the hashed files the index does not name, and a hashed folder left empty, and nothing else', () => {
    const files = ['fragment/en_aaaaaaa.pf_fragment', 'fragment/en_old0000.pf_fragment', 'index/en_1111111.pf_index', 'filter/en_old0000.pf_filter', 'pagefind.js', 'pagefind-entry.json']
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), file)
    }
    const named = index({ en_aaaaaaa: 1 }, { en_1111111: 'a\0z' })
    expect([...hashedFiles(named).keys()]).toEqual(['fragment/en_aaaaaaa.pf_fragment', 'index/en_1111111.pf_index'])
    expect(removeUnnamed(root, named)).toBe(2)
    const left = (fs.readdirSync(root, { recursive: true }) as string[]).sort()
    expect(left).toEqual(['fragment', 'fragment/en_aaaaaaa.pf_fragment', 'index', 'index/en_1111111.pf_index', 'pagefind-entry.json', 'pagefind.js'])
  })
})
