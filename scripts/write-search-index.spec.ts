import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { openBuildCache } from './lib/build-cache'
import { decodeCbor, seedIndex } from './lib/pagefind-index'
import { globOf, partCount, PARTS_FILE, searchablePages, searchParts, writeSearchIndex, type KnownSearchable, type SearchPartCache } from './write-search-index'

const page = (title: string, words: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${words}</p></main></body></html>`

/** Every file below `dir` with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name)
      files.set(path.relative(dir, file), fs.readFileSync(file).toString('base64'))
    }
  return files
}

describe('the search index in parts, with a cache', () => {
  let root: string
  let site: string
  const saved = new Map<number, string>()
  let restores = 0
  const cache: SearchPartCache = {
    restore(part, key, target) {
      const folder = path.join(root, 'cache', String(part), key)
      if (!fs.existsSync(folder)) return false
      fs.cpSync(folder, target, { recursive: true })
      restores++
      return true
    },
    save(part, key, source) {
      fs.rmSync(path.join(root, 'cache', String(part)), { recursive: true, force: true })
      fs.cpSync(source, path.join(root, 'cache', String(part), key), { recursive: true })
      saved.set(part, key)
    },
  }
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), html)
  }

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-parts-'))
    site = path.join(root, 'site')
    for (const [i, name] of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'].entries()) write(`${name}/index.html`, page(name, `${name} words number ${i}`))
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot']
  const files = names.map((name) => `${name}/index.html`)
  // six pages over four parts: each part's pages as partOf spreads them (the folder of the n-th part)
  const COUNT = 4
  const groups = searchParts(files, COUNT)
  const folderOf = (file: string) => {
    const n = groups.findIndex((group) => group.includes(file))
    return n === 0 ? '' : `parts/${n + 1}/`
  }

  it('spreads the pages over the parts by their paths, every part holding some', () => {
    expect(groups.length).toBeGreaterThan(1)
    expect(groups.flat().sort()).toEqual(files)
    expect(groups.every((group) => group.length > 0)).toBe(true)
  })

  it('indexes every part once, then takes the parts whose pages are the same from the cache, byte for byte', async () => {
    expect(await writeSearchIndex(site, { parts: COUNT, cache })).toEqual({ parts: groups.length, fromCache: 0, fromLast: 0, keptFiles: 0 })
    expect(JSON.parse(fs.readFileSync(path.join(site, PARTS_FILE), 'utf8'))).toEqual(groups.slice(1).map((_, i) => `pagefind/parts/${i + 2}/`))
    const first = snapshot(path.join(site, 'pagefind'))
    expect([...first.keys()].some((file) => file.startsWith(`parts/${groups.length}/`))).toBe(true)
    expect(await writeSearchIndex(site, { parts: COUNT, cache })).toEqual({ parts: groups.length, fromCache: groups.length, fromLast: 0, keptFiles: 0 })
    expect(snapshot(path.join(site, 'pagefind'))).toEqual(first)
  })

  it('indexes again only the part whose page changed, and what it writes differs', async () => {
    const before = snapshot(path.join(site, 'pagefind'))
    const keys = new Map(saved)
    restores = 0
    write('charlie/index.html', page('charlie', 'charlie now speaks of kilimanjaro'))
    const part = groups.findIndex((group) => group.includes('charlie/index.html')) + 1
    expect(await writeSearchIndex(site, { parts: COUNT, cache })).toEqual({ parts: groups.length, fromCache: groups.length - 1, fromLast: 0, keptFiles: 0 })
    expect(restores).toBe(groups.length - 1)
    for (const [number, key] of keys) expect(saved.get(number) === key, `part ${number}`).toBe(number !== part)
    const after = snapshot(path.join(site, 'pagefind'))
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))
    expect(changed.length).toBeGreaterThan(0)
    const folder = folderOf('charlie/index.html')
    expect(changed.every((file) => (folder ? file.startsWith(folder) : !file.startsWith('parts/')))).toBe(true)
  })

  it('trusts the digests it is given instead of reading the pages', async () => {
    const digests = Object.fromEntries(files.map((file, i) => [file, `d${i}`]))
    expect((await writeSearchIndex(site, { parts: COUNT, cache, digests })).fromCache).toBe(0)
    expect((await writeSearchIndex(site, { parts: COUNT, cache, digests: { ...digests, 'echo/index.html': 'e2' } })).fromCache).toBe(groups.length - 1)
  })
})

describe('parts taken from the build cache beside the site being replaced', () => {
  it('links each part\'s files from the same part of that site, and the index is the same', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-linked-'))
    try {
      const site = path.join(root, 'site')
      for (const [i, name] of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'].entries()) {
        fs.mkdirSync(path.join(site, name), { recursive: true })
        fs.writeFileSync(path.join(site, name, 'index.html'), page(name, `${name} words number ${i}`))
      }
      // the cache as the build opens it (scripts/build.ts)
      const buildCache = openBuildCache('inputs', path.join(root, 'cache'))!
      const cache: SearchPartCache = {
        restore: (part, key, target, lastFolder) => buildCache.restoreFolder(`search-${part}`, key, target, lastFolder),
        save: (part, key, source) => buildCache.saveFolder(`search-${part}`, key, source),
        last: (part) => buildCache.lastFolder(`search-${part}`),
      }
      const made = await writeSearchIndex(site, { parts: 3, cache })
      expect(made.parts).toBeGreaterThan(1)
      const before = snapshot(path.join(site, 'pagefind'))
      const inodes = new Map([...before.keys()].map((file) => [file, fs.statSync(path.join(site, 'pagefind', file)).ino]))
      // the last parts.json kept by a link of its own, so that its inode cannot be given to the new one
      fs.linkSync(path.join(site, PARTS_FILE), path.join(root, 'last-parts.json'))
      expect(await writeSearchIndex(site, { parts: 3, cache, lastSite: site })).toMatchObject({ fromCache: made.parts })
      expect(snapshot(path.join(site, 'pagefind'))).toEqual(before)
      // every file of every part is the last site's own, linked; parts.json is written anew
      const linked = [...inodes].filter(([file, inode]) => fs.statSync(path.join(site, 'pagefind', file)).ino === inode).map(([file]) => file)
      expect(linked.sort()).toEqual([...inodes.keys()].filter((file) => file !== 'parts.json').sort())
      expect(linked.some((file) => file.startsWith(`parts/${made.parts}/`))).toBe(true)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('a changed part indexed over the last index', () => {
  let root: string
  let site: string
  /** The one saved index (a part's folder, as the build cache keeps it), and what `last` gives of it */
  let savedKey: string | undefined
  let lastFiles: (files: [string, Buffer][]) => [string, Buffer][] = (files) => files
  const saved = () => path.join(root, 'saved')
  const cache: SearchPartCache = {
    restore: (_part, key, target) => {
      if (key !== savedKey) return false
      fs.cpSync(saved(), target, { recursive: true })
      return true
    },
    save: (_part, key, source) => {
      fs.rmSync(saved(), { recursive: true, force: true })
      fs.cpSync(source, saved(), { recursive: true })
      savedKey = key
    },
    last: () => (savedKey ? lastFiles([...snapshot(saved())].map(([file, base64]) => [file, Buffer.from(base64, 'base64')])) : undefined),
  }
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), html)
  }
  /** The index Pagefind's own command makes of the site from nothing */
  const fromNothing = () => {
    const whole = fs.mkdtempSync(path.join(root, 'whole-'))
    const cli = fileURLToPath(new URL('runner/bin.cjs', import.meta.resolve('pagefind')))
    const run = spawnSync(process.execPath, [cli, '--site', site, '--output-path', whole, '--quiet'], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    return snapshot(whole)
  }
  const made = () => {
    const files = snapshot(path.join(site, 'pagefind'))
    files.delete('parts.json')
    return files
  }

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-seeded-'))
    site = path.join(root, 'site')
    for (const [i, name] of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'].entries()) write(`${name}/index.html`, page(name, `${name} words number ${i} of the harbour`))
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('keeps the last index\'s files it names again, drops the others, and gives what Pagefind makes from nothing', async () => {
    expect((await writeSearchIndex(site, { cache })).fromLast).toBe(0)
    const first = made()
    write('charlie/index.html', page('charlie', 'charlie now speaks of kilimanjaro and the harbour'))
    const result = await writeSearchIndex(site, { cache })
    expect(result).toMatchObject({ fromCache: 0, fromLast: 1 })
    // the seven unchanged pages' fragments at least were kept, not compressed again
    expect(result.keptFiles).toBeGreaterThanOrEqual(7)
    const second = made()
    expect(second).toEqual(fromNothing())
    // the changed page's old fragment is gone: the folder holds only what the new index names
    const gone = [...first.keys()].filter((file) => file.startsWith('fragment/') && !second.has(file))
    expect(gone.length).toBe(1)
  })

  it('makes the index from nothing when a kept file might stand for other contents in the new index', async () => {
    // the last index as saved, but its records say the page of each kept fragment had one word more
    lastFiles = (files) => files.map(([file, bytes]) => [file, /\.pf_meta$/.test(file) ? withWordCountsShifted(bytes) : bytes])
    write('delta/index.html', page('delta', 'delta now speaks of the lake'))
    const result = await writeSearchIndex(site, { cache })
    expect(result).toMatchObject({ fromCache: 0, fromLast: 0, keptFiles: 0 })
    expect(made()).toEqual(fromNothing())
  })

  it('makes the index from nothing when the last index\'s files cannot all be put in its folder while Pagefind runs', async () => {
    // the second fragment cannot be written (as on a full disk): the ones before it are in Pagefind's folder already
    let fragments = 0
    lastFiles = (files) => files.map(([file, bytes]) => [file, file.startsWith('fragment/') && ++fragments === 2 ? (null as unknown as Buffer) : bytes])
    write('foxtrot/index.html', page('foxtrot', 'foxtrot now speaks of the savannah'))
    expect(await writeSearchIndex(site, { cache })).toMatchObject({ fromLast: 0, keptFiles: 0 })
    expect(made()).toEqual(fromNothing())
  })

  it('links the last site\'s files that hold what the cache kept, writes the others, and gives what Pagefind makes from nothing', async () => {
    lastFiles = (files) => files
    write('golf/index.html', page('golf', 'golf now speaks of the coast'))
    await writeSearchIndex(site, { cache })
    // the site being replaced: its index, with one kept fragment changed there since (the cache's copy is the one trusted)
    const lastFolder = path.join(site, 'pagefind')
    const fragments = fs.readdirSync(path.join(lastFolder, 'fragment')).sort()
    const tampered = `fragment/${fragments[0]}`
    fs.writeFileSync(path.join(lastFolder, tampered), 'changed in the site since')
    const inodes = new Map(fragments.map((name) => [fs.statSync(path.join(lastFolder, 'fragment', name)).ino, `fragment/${name}`]))
    const linkedIn = (folder: string) => fs.readdirSync(path.join(folder, 'fragment')).flatMap((name) => inodes.get(fs.statSync(path.join(folder, 'fragment', name)).ino) ?? [])
    // what the build puts in Pagefind's folder: every kept fragment but the tampered one linked from the last site
    const seeded = path.join(root, 'seeded')
    expect(seedIndex(cache.last!(1), seeded, lastFolder)?.kept.has(tampered)).toBe(true)
    expect(linkedIn(seeded).sort()).toEqual(fragments.map((name) => `fragment/${name}`).filter((file) => file !== tampered))
    expect(fs.readFileSync(path.join(seeded, tampered), 'utf8')).not.toBe('changed in the site since')
    write('hotel/index.html', page('hotel', 'hotel now speaks of the highlands'))
    const last = fs.readdirSync(path.join(lastFolder, 'fragment')).map((name) => `fragment/${name}`)
    const result = await writeSearchIndex(site, { cache, lastSite: site })
    expect(result).toMatchObject({ fromCache: 0, fromLast: 1 })
    const now = new Set(fs.readdirSync(path.join(site, 'pagefind/fragment')).map((name) => `fragment/${name}`))
    const gone = last.filter((file) => !now.has(file))
    expect(gone.length).toBe(1)
    // the unchanged pages' fragments linked; the changed page's (gone) and the tampered one not. They are put in
    // Pagefind's folder while it parses, and one it has written first stays its own: on these 8 small pages, under
    // load, Pagefind was once first to one of them
    const linked = linkedIn(path.join(site, 'pagefind'))
    expect(linked.length).toBeGreaterThan(0)
    expect(linked.length).toBeLessThanOrEqual(6)
    expect(linked).not.toContain(tampered)
    expect(linked).not.toContain(gone[0])
    expect(made()).toEqual(fromNothing())
  })

  it('makes the index from nothing when the last index\'s records cannot be read', async () => {
    lastFiles = (files) => files.map(([file, bytes]) => [file, /\.pf_meta$/.test(file) ? Buffer.from('not a meta file') : bytes])
    write('echo/index.html', page('echo', 'echo now speaks of the river'))
    expect(await writeSearchIndex(site, { cache })).toMatchObject({ fromLast: 0, keptFiles: 0 })
    expect(made()).toEqual(fromNothing())
  })
})

/** A Pagefind meta file with every page's word count one more: gunzip, Pagefind's mark, CBOR re-encoded, gzip. */
function withWordCountsShifted(bytes: Buffer): Buffer {
  const data = zlib.gunzipSync(bytes)
  const mark = 'pagefind_dcd'.length
  const meta = decodeCbor(data.subarray(mark)) as unknown[]
  meta[1] = (meta[1] as unknown[][]).map((page) => [page[0], (page[1] as number) + 1, ...page.slice(2)])
  return zlib.gzipSync(Buffer.concat([data.subarray(0, mark), encodeCbor(meta)]))
}

/** CBOR of what decodeCbor gives: integers, text and byte strings, arrays, maps, booleans and null. */
function encodeCbor(value: unknown): Buffer {
  const head = (major: number, count: number): Buffer => {
    if (count < 24) return Buffer.from([(major << 5) | count])
    if (count < 0x100) return Buffer.from([(major << 5) | 24, count])
    if (count < 0x10000) return Buffer.from([(major << 5) | 25, count >> 8, count & 0xff])
    const four = Buffer.alloc(5)
    four[0] = (major << 5) | 26
    four.writeUInt32BE(count, 1)
    return four
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)])
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)])])
  if (value === false) return Buffer.from([0xf4])
  if (value === true) return Buffer.from([0xf5])
  if (value === null) return Buffer.from([0xf6])
  throw new Error(`encodeCbor: ${String(value)}`)
}

describe('how the pages are spread over parts', () => {
  it('keeps a site in one part up to PAGES_PER_PART pages, and spreads a larger one over as few parts as hold it', () => {
    expect([90, 1_077, 2_500, 2_501, 10_500].map(partCount)).toEqual([1, 1, 1, 2, 5])
  })

  it('keeps every page in its part when a page is added', () => {
    const pages = Array.from({ length: 10_000 }, (_, i) => `blog/post-${i}/index.html`)
    const count = partCount(pages.length)
    const before = searchParts(pages, count)
    const sizes = before.map((part) => part.length)
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeLessThan(1.1)
    const added = searchParts([...pages, 'blog/a-new-post/index.html'], count)
    expect(added.filter((part, i) => part.join() !== before[i]!.join())).toHaveLength(1)
  })
})

describe('the pages Pagefind is given', () => {
  let root: string
  let site: string
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), html)
  }
  // paths with the characters a glob gives a meaning to: each must match itself only
  const searchable = ['a,b (c)/index.html', 'index.html', 'news/index.html', 'x{y}[z]*?/index.html']

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'))
    site = path.join(root, 'site')
    for (const [i, file] of searchable.entries()) write(file, page(`page ${i}`, `words of page ${i}`))
    write('list/index.html', '<!DOCTYPE html><html lang="en"><head><title>List</title></head><body><p>a list of pages</p></body></html>')
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  const fragments = () => fs.readdirSync(path.join(site, 'pagefind/fragment')).length

  it('finds the pages whose main the search indexes, by reading them or by what is known of their bytes', () => {
    expect(searchablePages(site)).toEqual(searchable)
    const known: KnownSearchable = { digests: { 'index.html': 'sha-home', 'list/index.html': 'sha-list' }, byDigest: new Map([['sha-home', false]]) }
    // what is known of a page's bytes is taken as it is; the others are read, and kept by their SHA-1
    expect(searchablePages(site, known)).toEqual(searchable.filter((file) => file !== 'index.html'))
    expect(known.byDigest.get('sha-list')).toBe(false)
  })

  it('makes, from the searchable pages alone, the index Pagefind makes of the whole folder, byte for byte', async () => {
    const whole = path.join(root, 'whole')
    const cli = fileURLToPath(new URL('runner/bin.cjs', import.meta.resolve('pagefind')))
    const run = spawnSync(process.execPath, [cli, '--site', site, '--output-path', whole, '--quiet'], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    await writeSearchIndex(site, { pages: searchable })
    const made = snapshot(path.join(site, 'pagefind'))
    made.delete('parts.json')
    expect(made).toEqual(snapshot(whole))
    expect(fragments()).toBe(searchable.length)
  })

  it('tells once that Pagefind has read the pages, before the index is written', async () => {
    fs.rmSync(path.join(site, 'pagefind'), { recursive: true, force: true })
    const told: boolean[] = []
    await writeSearchIndex(site, { pages: searchable, onParsed: () => told.push(fs.existsSync(path.join(site, 'pagefind'))) })
    // told while Pagefind was still at work: its index was not in place yet
    expect(told).toEqual([false])
    expect(fragments()).toBe(searchable.length)
  })

  it('indexes only the pages it is given, whatever their paths hold', async () => {
    await writeSearchIndex(site, { pages: ['a,b (c)/index.html', 'x{y}[z]*?/index.html'] })
    expect(fragments()).toBe(2)
    await expect(writeSearchIndex(site, { pages: [] })).rejects.toThrow(/no page .* has data-pagefind-body/)
  })

  it('escapes what a glob gives a meaning to, and refuses a path it cannot escape', () => {
    expect(globOf(['a,b/index.html', 'c{d}/index.html'])).toBe('{a\\,b/index.html,c\\{d\\}/index.html}')
    expect(() => globOf(['back\\slash/index.html'])).toThrow(/backslash/)
  })
})
