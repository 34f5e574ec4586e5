/**
 * The build cache: `.cache/build/<hash of the build inputs>/` (scripts/lib/build-inputs.ts) holds
 * - `bundle.pack`: what `vike build` wrote (the client assets and the server build); it holds no content, so an
 *   unchanged hash reuses it whole instead of running Vite again;
 * - `body-inspections/` and `body-trees/`: each body's parse (lib/markdown/body.ts), by its text: what the check needs
 *   of it, and the tree a page renders;
 * - `page-reads/`: the last build's record of each page: what it read and what it was rendered from
 *   (scripts/lib/page-reads.ts, renderer/last-page.ts), so that the next build takes unchanged pages from dist/;
 * - `search-<n>.pack`: each part of the search index (Pagefind), by the SHA-1 of every page it reads;
 * - `image-variants/`, `entry-files/`: WebP copies and entry files, by what they are made from.
 * A saved folder is one file (a pack: a header with its inputs, file names, lengths and SHA-256, then the bytes).
 * A folder is written only by a build with exactly those inputs, so nothing in it can be stale; entries are
 * checked against their own hash when read (lib/cache/disk-cache.ts). Only the newest folders are kept.
 * `BUILD_CACHE=off` builds without it.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { linkedOrWritten } from './place-file'
import { readHeaded, withHeader } from '../../lib/cache/headed-file'

const ROOT = '.cache/build'
/** Folders kept besides the current one (switching a branch back and forth stays fast). */
const KEEP_OTHERS = 1
export type BuildCache = {
  dir: string
  /** Whether a bundle is saved (restoreBundle still checks it whole) */
  hasBundle(): boolean
  /** Copies a saved bundle into `outDir`; false when there is none */
  restoreBundle(outDir: string): boolean
  /** Saves what `vike build` wrote into `outDir` (before any page is added) */
  saveBundle(outDir: string): void
  /**
   * Copies the folder saved as `name` for `key` into `target`; false when there is none for that key. A file that
   * `linkFrom` (the same folder in the site being replaced) holds with the same bytes is hard-linked from there
   * (scripts/lib/place-file.ts): only for a folder nothing writes into afterwards.
   */
  restoreFolder(name: string, key: string, target: string, linkFrom?: string): boolean
  /** Saves `source` as `name` for `key`, replacing the one saved before */
  saveFolder(name: string, key: string, source: string): void
  /** The files of the folder last saved as `name`, whatever its key (checked whole as restoreFolder checks it); undefined when there is none */
  lastFolder(name: string): [string, Buffer][] | undefined
}

export function openBuildCache(hash: string, root = ROOT): BuildCache | undefined {
  if (process.env.BUILD_CACHE === 'off') return undefined
  const dir = path.resolve(root, hash)
  fs.mkdirSync(dir, { recursive: true })
  const now = new Date()
  fs.utimesSync(dir, now, now)
  prune(path.resolve(root), dir)
  const packOf = (name: string) => path.join(dir, `${name}.pack`)
  const restoreFolder = (name: string, key: string, target: string, linkFrom?: string) => {
    const files = unpack(packOf(name), hash, key)
    // a pack of another key stays, unchecked here: the next build may start from it (lastFolder)
    if (files === OTHER_KEY) return false
    if (!files) {
      fs.rmSync(packOf(name), { force: true })
      return false
    }
    const folders = new Set<string>()
    for (const [file, bytes] of files) linkedOrWritten(path.join(target, file), bytes, linkFrom && path.join(linkFrom, file), folders)
    return true
  }
  const saveFolder = (name: string, key: string, source: string) => {
    const temporary = `${packOf(name)}.${process.pid}.tmp`
    fs.writeFileSync(temporary, pack(source, `${hash}\0${key}`))
    fs.renameSync(temporary, packOf(name))
  }
  return {
    dir,
    hasBundle: () => fs.existsSync(packOf('bundle')),
    restoreBundle: (outDir) => restoreFolder('bundle', '', outDir),
    saveBundle: (outDir) => saveFolder('bundle', '', outDir),
    restoreFolder,
    saveFolder,
    lastFolder: (name) => {
      const files = unpack(packOf(name), hash)
      return files === OTHER_KEY ? undefined : files
    },
  }
}

/** A pack's first line: what it was saved for, its files in order with their lengths, and the SHA-256 of all that and the bytes after it. */
type PackHeader = { inputs: string; files: [string, number][]; sha256: string }

const packHash = (inputs: string, files: unknown, body: Buffer) => createHash('sha256').update(`${inputs}\0${JSON.stringify(files)}\0`).update(body).digest('hex')

/**
 * A folder as one file: a header line, then every file's bytes one after the other. One file to write and one
 * hash to check, where a folder of 1,300 small files (the search index) took about a second to copy and hash.
 */
function pack(source: string, inputs: string): Buffer {
  const files: [string, number][] = []
  const contents: Buffer[] = []
  for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isDirectory()) continue
    // a link or anything else that is not a plain file is not saved: the folder is not kept at all
    if (!entry.isFile()) throw new Error(`build cache: ${file} is not a plain file`)
    const bytes = fs.readFileSync(file)
    files.push([path.relative(source, file).split(path.sep).join('/'), bytes.length])
    contents.push(bytes)
  }
  const body = Buffer.concat(contents)
  const header: PackHeader = { inputs, files, sha256: packHash(inputs, files, body) }
  return withHeader(header, body)
}

/** What unpack gives for a pack of the folder saved for another key than the one asked for. */
const OTHER_KEY = 'other key'

/**
 * The files of a pack saved by the build-input folder `hash` (for `key`, when one is given), checked whole; OTHER_KEY,
 * before any check of its bytes, for a pack of that folder saved for another key; undefined when it is missing, of
 * other inputs, damaged or cut short.
 */
function unpack(file: string, hash: string, key?: string): [string, Buffer][] | typeof OTHER_KEY | undefined {
  const saved = readHeaded<PackHeader>(file)
  if (!saved) return undefined
  const { header, body } = saved
  if (typeof header.inputs !== 'string' || !header.inputs.startsWith(`${hash}\0`)) return undefined
  if (key !== undefined && header.inputs !== `${hash}\0${key}`) return OTHER_KEY
  if (!Array.isArray(header.files) || header.sha256 !== packHash(header.inputs, header.files, body)) return undefined
  const files: [string, Buffer][] = []
  let at = 0
  for (const [name, length] of header.files) {
    // a name that would leave the target folder is never written
    if (typeof name !== 'string' || !Number.isInteger(length) || length < 0 || name.split('/').some((part) => part === '..' || part === '') || path.isAbsolute(name)) return undefined
    files.push([name, body.subarray(at, at + length)])
    at += length
  }
  return at === body.length ? files : undefined
}

/** Removes every folder of other inputs but the most recently used ones. */
function prune(root: string, current: string): void {
  const others = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && path.join(root, entry.name) !== current)
    .map((entry) => ({ dir: path.join(root, entry.name), used: fs.statSync(path.join(root, entry.name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const { dir } of others.slice(KEEP_OTHERS)) fs.rmSync(dir, { recursive: true, force: true })
}
