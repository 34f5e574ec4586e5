/**
 * A namespace of the build cache (disk-cache.ts) for many small entries written by one build: a body's parse, two
 * for each of the 1,008 bodies at 1,000 posts. Creating a file an entry cost the content check of that build about
 * 0.8 s of CPU (a file created, written and renamed on this VM's disk is about 0.4 ms); here each process appends
 * its entries to one pack file of its own, and writes the pack's index beside it when its writes are done
 * (cacheWritesDone). Readers, the prerender workers and later builds, read every index of the namespace and each
 * entry where its index says it is.
 *
 * An entry is what a disk-cache file holds: a header line with the key's hash (with the cache folder's name), the
 * value's length and checksum, then the value. An entry whose bytes are not that (a pack cut short, damaged, an
 * index from elsewhere) is a miss, never served. A pack without an index (a process that stopped before its writes
 * were done) is never read. Values are pure functions of their key, so packs of earlier builds stay right; past
 * MAX_PACKS packs in a namespace, the next writer starts it again empty (it only makes a build parse again).
 */
import fs from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { onWritesDone, sha256, type DiskCache } from './disk-cache'
import { withHeader } from './headed-file'

/** Packs a namespace keeps at most: one per build that wrote entries, so about a build for each change of content. */
const MAX_PACKS = 32

type Header = { key: string; length: number; crc: number }
type Place = { pack: string; offset: number; length: number }

/** This process's pack of a namespace folder, while it is being written. */
type Writer = { pack: string; fd: number; offset: number; entries: Record<string, [offset: number, length: number]>; saved: boolean }

type Namespace = {
  dir: string
  /** Where each entry this process knows of is, by its key's hash */
  places: Map<string, Place>
  /** The index files read into `places` */
  read: Set<string>
  writer?: Writer
  /** Open packs, for reading */
  fds: Map<string, number>
}

const namespaces = new Map<string, Namespace>()

function namespaceAt(dir: string): Namespace {
  let space = namespaces.get(dir)
  if (!space) namespaces.set(dir, (space = { dir, places: new Map(), read: new Set(), fds: new Map() }))
  return space
}

/** Reads the indexes written since the last look (another process's, when its writes were done). */
function readIndexes(space: Namespace): void {
  let names: string[]
  try {
    names = fs.readdirSync(space.dir)
  } catch {
    return
  }
  for (const name of names) {
    if (!name.endsWith('.index') || space.read.has(name)) continue
    try {
      const { pack, entries } = JSON.parse(fs.readFileSync(path.join(space.dir, name), 'utf8')) as { pack: unknown; entries: unknown }
      if (typeof pack !== 'string' || path.basename(pack) !== pack || typeof entries !== 'object' || entries === null) continue
      for (const [keyHash, place] of Object.entries(entries as Record<string, unknown>)) {
        if (!Array.isArray(place) || !Number.isInteger(place[0]) || !Number.isInteger(place[1])) continue
        if (!space.places.has(keyHash)) space.places.set(keyHash, { pack, offset: place[0] as number, length: place[1] as number })
      }
      space.read.add(name)
    } catch {
      // an index being replaced or damaged: read at the next look, or never
    }
  }
}

function readAt(space: Namespace, { pack, offset, length }: Place): Buffer | undefined {
  try {
    let fd = space.fds.get(pack)
    if (fd === undefined) space.fds.set(pack, (fd = fs.openSync(path.join(space.dir, pack), 'r')))
    const bytes = Buffer.allocUnsafe(length)
    return fs.readSync(fd, bytes, 0, length, offset) === length ? bytes : undefined
  } catch {
    return undefined
  }
}

function openWriter(space: Namespace): Writer {
  fs.mkdirSync(space.dir, { recursive: true })
  const packs = fs.readdirSync(space.dir).filter((name) => name.endsWith('.pack'))
  if (packs.length >= MAX_PACKS) {
    for (const name of fs.readdirSync(space.dir)) fs.rmSync(path.join(space.dir, name), { force: true })
    space.places.clear()
    space.read.clear()
  }
  const pack = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.pack`
  return { pack, fd: fs.openSync(path.join(space.dir, pack), 'wx'), offset: 0, entries: {}, saved: true }
}

/** Writes the index of every pack this process added to since the last time (whole, then renamed into place). */
function saveIndexes(): void {
  for (const space of namespaces.values()) {
    const writer = space.writer
    if (!writer || writer.saved) continue
    const index = path.join(space.dir, `${writer.pack}.index`)
    const temporary = `${index}.tmp`
    try {
      fs.writeFileSync(temporary, JSON.stringify({ pack: writer.pack, entries: writer.entries }))
      fs.renameSync(temporary, index)
      space.read.add(path.basename(index))
      writer.saved = true
    } catch {
      // a cache that cannot be written only makes the next build slower
      fs.rmSync(temporary, { force: true })
    }
  }
}
onWritesDone(saveIndexes)

export function packedCache(namespace: string, folder?: string): DiskCache {
  const where = () => folder ?? (process.env.BUILD_CACHE_DIR || undefined)
  const locate = (dir: string, key: string) => ({ space: namespaceAt(path.join(dir, namespace)), keyHash: sha256(`${path.basename(dir)}\0${namespace}\0${key}`) })
  function getBytes(key: string): Buffer | undefined {
    const dir = where()
    if (!dir) return undefined
    const { space, keyHash } = locate(dir, key)
    if (!space.places.has(keyHash)) readIndexes(space)
    const place = space.places.get(keyHash)
    const entry = place && readAt(space, place)
    if (!entry) return undefined
    const newline = entry.indexOf(10)
    if (newline < 0) return undefined
    let header: Partial<Header>
    try {
      header = JSON.parse(entry.toString('utf8', 0, newline)) as Partial<Header>
    } catch {
      return undefined
    }
    const value = entry.subarray(newline + 1)
    return header.key === keyHash && header.length === value.length && header.crc === crc32(value) ? value : undefined
  }
  function setBytes(key: string, value: Uint8Array): void {
    const dir = where()
    if (!dir) return
    const { space, keyHash } = locate(dir, key)
    try {
      const writer = (space.writer ??= openWriter(space))
      const entry = withHeader({ key: keyHash, length: value.length, crc: crc32(value) } satisfies Header, value)
      fs.writeSync(writer.fd, entry)
      writer.entries[keyHash] = [writer.offset, entry.length]
      space.places.set(keyHash, { pack: writer.pack, offset: writer.offset, length: entry.length })
      writer.offset += entry.length
      writer.saved = false
    } catch {
      // a cache that cannot be written only makes the next build slower; a pack that took part of an entry is
      // left without an index, never read
      space.writer = undefined
    }
  }
  return {
    get: (key) => getBytes(key)?.toString('utf8'),
    set: (key, value) => setBytes(key, Buffer.from(value, 'utf8')),
    getBytes,
    setBytes,
  }
}
