/**
 * The build's cache on disk: values of pure functions (a body's parse, a PDF, an image's copy) kept between builds.
 *
 * It is on only where BUILD_CACHE_DIR names a folder (scripts/build.ts sets it to the folder of the current
 * build-input hash, scripts/lib/build-inputs.ts), so a test or the dev server never reads a cache by accident.
 * A value is found only under the hash of its whole input (`key`) together with that folder's name, so an
 * entry copied from another folder or another machine is not found. Each file records that hash, the value's
 * length and checksum; a file that was cut short, edited, damaged or written for another key is ignored and
 * replaced, never trusted.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { readHeaded, withHeader } from './headed-file'

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** The first line of an entry: what it is for and what its value must be; the value follows as written. */
type Header = { key: string; length: number; crc: number }

let written = 0

export type DiskCache = {
  /** The cached text for `key`, or undefined */
  get(key: string): string | undefined
  set(key: string, value: string): void
  /** The same for bytes (a PDF, an image) */
  getBytes(key: string): Buffer | undefined
  setBytes(key: string, value: Uint8Array): void
}

const madeFolders = new Set<string>()

/** Entries being written: writes run on libuv's threads while the build goes on rendering. */
const pending = new Set<Promise<void>>()

/** What else must happen once a process's writes are done (packed-cache.ts writes its packs' indexes). */
const whenDone = new Set<() => void>()
export const onWritesDone = (then: () => void) => void whenDone.add(then)

/** Resolves when every entry set so far is on disk (a process awaits it before it reports and exits). */
export async function cacheWritesDone(): Promise<void> {
  while (pending.size) await Promise.all(pending)
  for (const then of whenDone) then()
}

/**
 * Resolves once at most `limit` entries are still being written. A process that sets entries faster than the
 * disk takes them awaits this now and then, so the entries in flight (and their memory) stay bounded.
 */
export async function cacheWritesBelow(limit: number): Promise<void> {
  while (pending.size > limit) await Promise.race(pending)
}

// The prerender worker (scripts/prerender-worker.mjs) reaches the server build's copy of this module here.
Object.assign(globalThis, { kileleCacheWritesDone: cacheWritesDone, kileleCacheWritesBelow: cacheWritesBelow })

/**
 * A namespace ("body-trees", "page-reads") of the cache in `folder` (by default BUILD_CACHE_DIR, read at each call);
 * without a folder it never holds anything.
 */
export function diskCache(namespace: string, folder?: string): DiskCache {
  const where = () => folder ?? (process.env.BUILD_CACHE_DIR || undefined)
  const locate = (dir: string, key: string) => {
    const keyHash = sha256(`${path.basename(dir)}\0${namespace}\0${key}`)
    // one folder a namespace: 256 folders by the hash's first two digits cost the content check of 1,000 posts
    // about 0.3 s (a mkdir takes this VM's disk about 0.4 ms), and a folder of 10,000 files is no harm
    const namespaceDir = path.join(dir, namespace)
    if (!madeFolders.has(namespaceDir)) {
      fs.mkdirSync(namespaceDir, { recursive: true })
      madeFolders.add(namespaceDir)
    }
    return { keyHash, file: path.join(namespaceDir, keyHash) }
  }
  function getBytes(key: string): Buffer | undefined {
    const dir = where()
    if (!dir) return undefined
    const { keyHash, file } = locate(dir, key)
    const entry = readHeaded<Header>(file)
    if (!entry) return undefined
    const { header, body: value } = entry
    if (header.key !== keyHash || header.length !== value.length || header.crc !== crc32(value)) return undefined
    return value
  }
  function setBytes(key: string, value: Uint8Array): void {
    const dir = where()
    if (!dir) return
    const { keyHash, file } = locate(dir, key)
    const header: Header = { key: keyHash, length: value.length, crc: crc32(value) }
    // written whole and renamed into place, so a build stopped halfway leaves no half-written entry
    const temporary = `${file}.${process.pid}.${++written}.tmp`
    const write = fs.promises
      .writeFile(temporary, withHeader(header, value))
      .then(() => fs.promises.rename(temporary, file))
      // a cache that cannot be written only makes the next build slower
      .catch(() => fs.promises.rm(temporary, { force: true }).catch(() => {}))
      .finally(() => pending.delete(write))
    pending.add(write)
  }
  return {
    get: (key) => getBytes(key)?.toString('utf8'),
    set: (key, value) => setBytes(key, Buffer.from(value, 'utf8')),
    getBytes,
    setBytes,
  }
}
