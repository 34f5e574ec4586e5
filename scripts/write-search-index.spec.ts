import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { globOf, PARTS_FILE, searchablePages, writeSearchIndex, type KnownSearchable, type SearchPartCache } from './write-search-index'

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

  it('indexes every part once, then takes the parts whose pages are the same from the cache, byte for byte', async () => {
    expect(await writeSearchIndex(site, { pagesPerPart: 2, cache })).toEqual({ parts: 3, fromCache: 0 })
    expect(JSON.parse(fs.readFileSync(path.join(site, PARTS_FILE), 'utf8'))).toEqual(['pagefind/parts/2/', 'pagefind/parts/3/'])
    const first = snapshot(path.join(site, 'pagefind'))
    expect([...first.keys()].some((file) => file.startsWith('parts/3/'))).toBe(true)
    expect(await writeSearchIndex(site, { pagesPerPart: 2, cache })).toEqual({ parts: 3, fromCache: 3 })
    expect(snapshot(path.join(site, 'pagefind'))).toEqual(first)
  })

  it('indexes again only the part whose page changed, and what it writes differs', async () => {
    const before = snapshot(path.join(site, 'pagefind'))
    const keys = new Map(saved)
    restores = 0
    write('charlie/index.html', page('charlie', 'charlie now speaks of kilimanjaro'))
    expect(await writeSearchIndex(site, { pagesPerPart: 2, cache })).toEqual({ parts: 3, fromCache: 2 })
    expect(restores).toBe(2)
    expect(saved.get(2)).not.toBe(keys.get(2))
    expect(saved.get(1)).toBe(keys.get(1))
    const after = snapshot(path.join(site, 'pagefind'))
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))
    expect(changed.length).toBeGreaterThan(0)
    expect(changed.every((file) => file.startsWith('parts/2/'))).toBe(true)
  })

  it('trusts the digests it is given instead of reading the pages', async () => {
    const digests = { 'alpha/index.html': 'a', 'bravo/index.html': 'b', 'charlie/index.html': 'c', 'delta/index.html': 'd', 'echo/index.html': 'e', 'foxtrot/index.html': 'f' }
    expect((await writeSearchIndex(site, { pagesPerPart: 2, cache, digests })).fromCache).toBe(0)
    expect((await writeSearchIndex(site, { pagesPerPart: 2, cache, digests: { ...digests, 'echo/index.html': 'e2' } })).fromCache).toBe(2)
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
