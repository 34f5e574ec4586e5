import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openBuildCache } from './build-cache'

const temporary: string[] = []
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'))
  temporary.push(dir)
  return dir
}
afterEach(() => temporary.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** What `vike build` leaves: a client asset and the server entry. */
function builtBundle(): string {
  const out = folder()
  fs.mkdirSync(path.join(out, 'client/assets'), { recursive: true })
  fs.mkdirSync(path.join(out, 'server'), { recursive: true })
  fs.writeFileSync(path.join(out, 'client/assets/entry.js'), 'console.log("site")')
  fs.writeFileSync(path.join(out, 'server/entry.mjs'), 'export {}')
  return out
}

describe('the bundle in the build cache', () => {
  it('comes back file for file for the same inputs', () => {
    const root = folder()
    openBuildCache('inputs-a', root)!.saveBundle(builtBundle())
    const restored = folder()
    expect(openBuildCache('inputs-a', root)!.restoreBundle(restored)).toBe(true)
    expect(fs.readFileSync(path.join(restored, 'client/assets/entry.js'), 'utf8')).toBe('console.log("site")')
    expect(fs.existsSync(path.join(restored, 'server/entry.mjs'))).toBe(true)
  })

  it.each([
    ['a byte changed', (pack: string) => {
      const bytes = fs.readFileSync(pack)
      bytes[bytes.length - 3]! ^= 1
      fs.writeFileSync(pack, bytes)
    }],
    ['its end cut off (a build stopped while saving)', (pack: string) => fs.writeFileSync(pack, fs.readFileSync(pack).subarray(0, -5))],
    ['its header damaged', (pack: string) => fs.writeFileSync(pack, Buffer.concat([Buffer.from('{"inputs":'), fs.readFileSync(pack)]))],
    ['a header of other inputs', (pack: string) => fs.writeFileSync(pack, fs.readFileSync(pack, 'latin1').replace('"inputs-a', '"inputs-b'), 'latin1')],
    ['a file of its own added', (pack: string) => {
      const text = fs.readFileSync(pack, 'latin1')
      const newline = text.indexOf('\n')
      const header = JSON.parse(text.slice(0, newline)) as { files: [string, number][] }
      header.files.push(['client/extra.js', 0])
      fs.writeFileSync(pack, JSON.stringify(header) + text.slice(newline), 'latin1')
    }],
  ])('is not used with %s, and is dropped', (_what, damage) => {
    const root = folder()
    openBuildCache('inputs-a', root)!.saveBundle(builtBundle())
    damage(path.join(root, 'inputs-a/bundle.pack'))
    const restored = folder()
    expect(openBuildCache('inputs-a', root)!.restoreBundle(restored)).toBe(false)
    expect(fs.readdirSync(restored)).toEqual([])
    expect(fs.existsSync(path.join(root, 'inputs-a/bundle.pack'))).toBe(false)
  })

  it('never writes outside the folder it restores into, whatever a pack names', () => {
    const root = folder()
    const source = folder()
    fs.writeFileSync(path.join(source, 'a.txt'), 'x')
    openBuildCache('inputs-a', root)!.saveFolder('search', 'k', source)
    const pack = path.join(root, 'inputs-a/search.pack')
    const text = fs.readFileSync(pack, 'latin1')
    const newline = text.indexOf('\n')
    const header = JSON.parse(text.slice(0, newline)) as { files: [string, number][] }
    header.files[0]![0] = '../escaped.txt'
    fs.writeFileSync(pack, JSON.stringify(header) + text.slice(newline), 'latin1')
    const target = path.join(folder(), 'inside')
    expect(openBuildCache('inputs-a', root)!.restoreFolder('search', 'k', target)).toBe(false)
    expect(fs.existsSync(path.join(target, '../escaped.txt'))).toBe(false)
  })

  it('refuses to save a folder holding a link', () => {
    const root = folder()
    const source = folder()
    fs.symlinkSync('/etc/hostname', path.join(source, 'link'))
    expect(() => openBuildCache('inputs-a', root)!.saveFolder('search', 'k', source)).toThrow(/not a plain file/)
  })

  it('gives a saved folder back only for the key it was saved with, and its files as the last saved whatever the key', () => {
    const root = folder()
    const index = folder()
    fs.writeFileSync(path.join(index, 'entry.json'), '{"pages":3}')
    openBuildCache('inputs-a', root)!.saveFolder('search', 'pages-1', index)
    const cache = openBuildCache('inputs-a', root)!
    expect(cache.restoreFolder('search', 'pages-2', folder())).toBe(false)
    // a whole pack of another key stays, and is the last one saved
    expect(cache.lastFolder('search')?.map(([file, bytes]) => [file, bytes.toString()])).toEqual([['entry.json', '{"pages":3}']])
    const target = folder()
    expect(cache.restoreFolder('search', 'pages-1', target)).toBe(true)
    expect(fs.readFileSync(path.join(target, 'entry.json'), 'utf8')).toBe('{"pages":3}')
    // never a pack of other inputs, nor a damaged one
    expect(openBuildCache('inputs-b', root)!.lastFolder('search')).toBeUndefined()
    const pack = path.join(root, 'inputs-a/search.pack')
    fs.writeFileSync(pack, fs.readFileSync(pack, 'latin1').replace('{"pages":3}', '{"pages":4}'), 'latin1')
    expect(cache.lastFolder('search')).toBeUndefined()
    expect(cache.lastFolder('nothing-saved')).toBeUndefined()
  })

  it('links a saved file the site being replaced holds with the same bytes, and writes the others', () => {
    const root = folder()
    const index = folder()
    const files: [string, string][] = [['entry.json', '{"pages":3}'], ['fragment/a.pf_fragment', 'page a'], ['fragment/b.pf_fragment', 'page b'], ['wasm.pagefind', 'code']]
    for (const [file, text] of files) {
      fs.mkdirSync(path.dirname(path.join(index, file)), { recursive: true })
      fs.writeFileSync(path.join(index, file), text)
    }
    const cache = openBuildCache('inputs-a', root)!
    cache.saveFolder('search', 'pages-1', index)
    // the site being replaced: the same index, but one file changed there since, one gone and one a symbolic link
    const last = folder()
    fs.cpSync(index, last, { recursive: true })
    fs.writeFileSync(path.join(last, 'fragment/b.pf_fragment'), 'page b, changed in the site')
    fs.rmSync(path.join(last, 'entry.json'))
    fs.rmSync(path.join(last, 'wasm.pagefind'))
    fs.symlinkSync(path.join(index, 'wasm.pagefind'), path.join(last, 'wasm.pagefind'))
    const target = folder()
    expect(cache.restoreFolder('search', 'pages-1', target, last)).toBe(true)
    const inode = (file: string) => fs.lstatSync(file).ino
    expect(inode(path.join(target, 'fragment/a.pf_fragment'))).toBe(inode(path.join(last, 'fragment/a.pf_fragment')))
    for (const file of ['fragment/b.pf_fragment', 'entry.json', 'wasm.pagefind']) {
      expect(fs.lstatSync(path.join(target, file)).isFile()).toBe(true)
      expect(fs.lstatSync(path.join(target, file)).nlink).toBe(1)
    }
    expect(fs.readFileSync(path.join(target, 'fragment/b.pf_fragment'), 'utf8')).toBe('page b')
    expect(fs.readFileSync(path.join(target, 'entry.json'), 'utf8')).toBe('{"pages":3}')
  })

  it('is not found under other inputs', () => {
    const root = folder()
    openBuildCache('inputs-a', root)!.saveBundle(builtBundle())
    expect(openBuildCache('inputs-b', root)!.restoreBundle(folder())).toBe(false)
  })

  it('keeps the current folder and the last one used before it', () => {
    const root = folder()
    const hourAgo = (hours: number) => new Date(Date.now() - hours * 3600_000)
    openBuildCache('one', root)
    fs.utimesSync(path.join(root, 'one'), hourAgo(2), hourAgo(2))
    openBuildCache('two', root)
    fs.utimesSync(path.join(root, 'two'), hourAgo(1), hourAgo(1))
    openBuildCache('three', root)
    expect(fs.readdirSync(root).sort()).toEqual(['three', 'two'])
  })

  it('is off with BUILD_CACHE=off', () => {
    process.env.BUILD_CACHE = 'off'
    try {
      expect(openBuildCache('inputs-a', folder())).toBeUndefined()
    } finally {
      delete process.env.BUILD_CACHE
    }
  })
})
