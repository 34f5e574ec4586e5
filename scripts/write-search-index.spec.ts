import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARTS_FILE, writeSearchIndex, type SearchPartCache } from './write-search-index'

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
