import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeCbor, hashedFiles, placeSeedFile, removeUnnamed, reusedSafely, type IndexFiles } from './pagefind-index'

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

describe('placeSeedFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-seed-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const last = path.join(root, 'last')
  const put = (file: string, bytes: string) => {
    fs.mkdirSync(path.dirname(path.join(last, file)), { recursive: true })
    fs.writeFileSync(path.join(last, file), bytes)
  }
  const sameFile = (a: string, b: string) => fs.statSync(a).ino === fs.statSync(b).ino

  it('links a file of the last site that holds the same bytes, and writes the one that differs, is missing or is a symbolic link', () => {
    put('fragment/en_same000.pf_fragment', 'kept bytes')
    put('fragment/en_diff000.pf_fragment', 'other bytes')
    put('index/target', 'linked bytes')
    fs.symlinkSync(path.join(last, 'index/target'), path.join(last, 'index/en_link000.pf_index'))
    const output = path.join(root, 'output')
    const folders = new Set<string>()
    const place = (file: string, bytes: string) => placeSeedFile(file, Buffer.from(bytes), output, last, folders)
    place('fragment/en_same000.pf_fragment', 'kept bytes')
    place('fragment/en_diff000.pf_fragment', 'kept bytes')
    place('fragment/en_gone000.pf_fragment', 'kept bytes')
    place('index/en_link000.pf_index', 'linked bytes')
    expect(sameFile(path.join(output, 'fragment/en_same000.pf_fragment'), path.join(last, 'fragment/en_same000.pf_fragment'))).toBe(true)
    for (const file of ['fragment/en_diff000.pf_fragment', 'fragment/en_gone000.pf_fragment', 'index/en_link000.pf_index']) {
      expect(fs.lstatSync(path.join(output, file)).isFile()).toBe(true)
      expect(fs.lstatSync(path.join(output, file)).nlink).toBe(1)
    }
    expect(fs.readFileSync(path.join(output, 'fragment/en_diff000.pf_fragment'), 'utf8')).toBe('kept bytes')
    expect(fs.readFileSync(path.join(last, 'fragment/en_diff000.pf_fragment'), 'utf8')).toBe('other bytes')
    expect(fs.readFileSync(path.join(output, 'index/en_link000.pf_index'), 'utf8')).toBe('linked bytes')
  })

  it('writes every file when there is no last site', () => {
    const output = path.join(root, 'alone')
    placeSeedFile('fragment/en_same000.pf_fragment', Buffer.from('kept bytes'), output, undefined, new Set())
    expect(fs.statSync(path.join(output, 'fragment/en_same000.pf_fragment')).nlink).toBe(1)
  })
})
