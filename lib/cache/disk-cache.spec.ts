import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from './disk-cache'

const folders: string[] = []
function cacheFolder(name = 'inputs-a'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-cache-'))
  folders.push(root)
  return path.join(root, name)
}
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** Every entry file of a cache folder. */
const entries = (dir: string): string[] => (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))

describe('diskCache', () => {
  it('gives back what was set, for the same key only', async () => {
    const cache = diskCache('pages', cacheFolder())
    cache.set('page /about', '<html>Karibu — é ✓</html>')
    await cacheWritesDone()
    expect(cache.get('page /about')).toBe('<html>Karibu — é ✓</html>')
    expect(cache.get('page /contact')).toBeUndefined()
  })

  it('gives back bytes as they were set (a PDF, an image: newlines and bytes that are not UTF-8 included)', async () => {
    const dir = cacheFolder()
    const cache = diskCache('entry-files', dir)
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0a, 0xff, 0xfe, 0x00, 0x0a, 0x80])
    cache.setBytes('whitepaper', pdf)
    await cacheWritesDone()
    expect(cache.getBytes('whitepaper')).toEqual(pdf)
    expect(cache.getBytes('another')).toBeUndefined()
    // one byte of the value changed: not served
    const [file] = entries(dir)
    const bytes = fs.readFileSync(file!)
    bytes[bytes.length - 1] = 0x81
    fs.writeFileSync(file!, bytes)
    expect(cache.getBytes('whitepaper')).toBeUndefined()
  })

  it('holds nothing without a folder', () => {
    const cache = diskCache('pages', undefined)
    delete process.env.BUILD_CACHE_DIR
    cache.set('k', 'v')
    expect(cache.get('k')).toBeUndefined()
  })

  it.each([
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length - 3)],
    ['one character changed', (bytes: Buffer) => Buffer.from(bytes.toString('utf8').replace('safe', 'evil'))],
    ['emptied', () => Buffer.alloc(0)],
    ['not an entry at all', () => Buffer.from('<script>alert(1)</script>')],
    ['a header that is not JSON', (bytes: Buffer) => Buffer.concat([Buffer.from('{oops\n'), bytes.subarray(bytes.indexOf(10) + 1)])],
  ])('ignores an entry %s, and a later set replaces it', async (_what, damage) => {
    const dir = cacheFolder()
    const cache = diskCache('pages', dir)
    cache.set('page', '<p>safe</p>')
    await cacheWritesDone()
    const [file] = entries(dir)
    fs.writeFileSync(file!, damage(fs.readFileSync(file!)))
    expect(cache.get('page')).toBeUndefined()
    cache.set('page', '<p>safe</p>')
    await cacheWritesDone()
    expect(cache.get('page')).toBe('<p>safe</p>')
  })

  it('does not find an entry copied from a cache of other build inputs', async () => {
    const theirs = cacheFolder('inputs-b')
    diskCache('pages', theirs).set('page /about', '<p>built by other code</p>')
    await cacheWritesDone()
    const ours = cacheFolder('inputs-a')
    const cache = diskCache('pages', ours)
    // the same file name and place, copied over
    for (const file of entries(theirs)) {
      const target = path.join(ours, path.relative(theirs, file))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(file, target)
    }
    expect(cache.get('page /about')).toBeUndefined()
  })

  it('does not find an entry another key wrote, moved to this key\'s place', async () => {
    const dir = cacheFolder()
    const cache = diskCache('pages', dir)
    cache.set('page /a', '<p>a</p>')
    await cacheWritesDone()
    const [fileA] = entries(dir)
    cache.set('page /b', '<p>b</p>')
    await cacheWritesDone()
    const fileB = entries(dir).find((file) => file !== fileA)!
    fs.copyFileSync(fileA!, fileB)
    expect(cache.get('page /b')).toBeUndefined()
  })
})
