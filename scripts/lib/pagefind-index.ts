/**
 * What a Pagefind index folder holds, read from its own records: `pagefind-entry.json` names each language's meta
 * file, and each meta file (gzip, Pagefind's `pagefind_dcd` mark, then CBOR) lists the page fragments with their word
 * counts, the chunks of the word index with the first and last word each holds, and the filter files.
 *
 * Pagefind names these files by a hash of what they hold, and does not write one whose name is already in its output
 * folder (its "immutable" files). scripts/write-search-index.ts gives it the last index's files so that a build which
 * changed one post compresses only what changed, and reads these records to remove what the new index no longer
 * names and to check that no file it kept could stand for other contents (`reusedSafely`).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { linkedOrWritten } from './place-file'

/** The folders of an index whose files are named by what they hold (and which Pagefind does not write again). */
export const HASHED_FOLDERS = ['fragment', 'index', 'filter'] as const

/** The last index's files a new one may start from: its fragments and word-index chunks (filters are made again). */
export const REUSABLE = /^(fragment\/[\w-]+\.pf_fragment|index\/[\w-]+\.pf_index)$/

/** One language's files: fragments with their pages' word counts, word-index chunks with their first and last word, filters. */
export type LanguageIndex = { meta: string; fragments: Map<string, number>; chunks: Map<string, string>; filters: Set<string> }

/** An index's languages, by the hash Pagefind gave each (e.g. `en_11dda02e3f`). */
export type IndexFiles = Map<string, LanguageIndex>

/** CBOR as Pagefind writes it (minicbor): unsigned and negative integers, byte and text strings, arrays, maps, simple values. */
export function decodeCbor(bytes: Uint8Array): unknown {
  let at = 0
  const length = (info: number): number => {
    if (info < 24) return info
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0
    if (!size || at + size > bytes.length) throw new Error('CBOR: a length this reader does not take')
    let value = 0
    for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!
    at += size
    return value
  }
  const item = (): unknown => {
    if (at >= bytes.length) throw new Error('CBOR: cut short')
    const head = bytes[at++]!
    const major = head >> 5
    const info = head & 31
    if (major === 7) {
      if (info === 20) return false
      if (info === 21) return true
      if (info === 22 || info === 23) return null
      throw new Error('CBOR: a simple value or float this reader does not take')
    }
    const count = length(info)
    switch (major) {
      case 0:
        return count
      case 1:
        return -1 - count
      case 2:
      case 3: {
        if (at + count > bytes.length) throw new Error('CBOR: cut short')
        const slice = bytes.subarray(at, at + count)
        at += count
        return major === 3 ? Buffer.from(slice).toString('utf8') : Buffer.from(slice)
      }
      case 4:
        return Array.from({ length: count }, item)
      case 5:
        return new Map(Array.from({ length: count }, () => [item(), item()] as const))
      default:
        throw new Error('CBOR: a tag this reader does not take')
    }
  }
  const value = item()
  if (at !== bytes.length) throw new Error('CBOR: bytes after the value')
  return value
}

const MARK = Buffer.from('pagefind_dcd')

/** A meta file's records: [version, pages [[hash, word count, ...]], chunks [[from, to, hash]], filters [[name, hash]], ...]. */
function readMeta(file: string, bytes: Buffer): Omit<LanguageIndex, 'meta'> {
  const data = zlib.gunzipSync(bytes)
  if (!data.subarray(0, MARK.length).equals(MARK)) throw new Error(`${file} is not a Pagefind meta file`)
  const meta = decodeCbor(data.subarray(MARK.length))
  if (!Array.isArray(meta) || !Array.isArray(meta[1]) || !Array.isArray(meta[2]) || !Array.isArray(meta[3])) throw new Error(`${file}: records of another shape`)
  const text = (value: unknown) => {
    if (typeof value !== 'string') throw new Error(`${file}: a name that is not text`)
    return value
  }
  const fragments = new Map<string, number>()
  for (const page of meta[1] as unknown[]) {
    if (!Array.isArray(page) || typeof page[1] !== 'number') throw new Error(`${file}: a page of another shape`)
    fragments.set(text(page[0]), page[1])
  }
  const chunks = new Map<string, string>()
  for (const chunk of meta[2] as unknown[]) {
    if (!Array.isArray(chunk)) throw new Error(`${file}: a chunk of another shape`)
    chunks.set(text(chunk[2]), `${text(chunk[0])}\0${text(chunk[1])}`)
  }
  const filters = new Set<string>()
  for (const filter of meta[3] as unknown[]) {
    if (!Array.isArray(filter)) throw new Error(`${file}: a filter of another shape`)
    filters.add(text(filter[1]))
  }
  return { fragments, chunks, filters }
}

/** Reads a file of an index by its path in the index's folder (`pagefind-entry.json`, `fragment/x.pf_fragment`). */
export type IndexReader = (file: string) => Buffer

/** Reads the index in `folder`. */
export const folderReader = (folder: string): IndexReader => (file) => fs.readFileSync(path.join(folder, file))

/** Reads an index from its files' bytes by path (a saved folder, scripts/lib/build-cache.ts); a missing file throws. */
export function filesReader(files: Iterable<[string, Buffer]>): IndexReader {
  const byPath = new Map(files)
  return (file) => {
    const bytes = byPath.get(file)
    if (!bytes) throw new Error(`the search index has no ${file}`)
    return bytes
  }
}

/** The files an index names, from its entry and meta files; throws when they cannot be read. */
export function indexFiles(read: IndexReader): IndexFiles {
  const entry = JSON.parse(read('pagefind-entry.json').toString('utf8')) as { languages?: Record<string, { hash?: unknown }> }
  const languages: IndexFiles = new Map()
  for (const [language, { hash }] of Object.entries(entry.languages ?? {})) {
    if (typeof hash !== 'string' || !/^[\w-]+$/.test(hash)) throw new Error(`the search index's entry names language ${language} by "${String(hash)}"`)
    const meta = `pagefind.${hash}.pf_meta`
    languages.set(hash, { meta, ...readMeta(meta, read(meta)) })
  }
  return languages
}

/** The file of each hashed name an index holds, below its folder: fragment/<name>.pf_fragment, index/<name>.pf_index, filter/<name>.pf_filter. */
export function hashedFiles(index: IndexFiles): Map<string, string> {
  const files = new Map<string, string>()
  for (const language of index.values()) {
    for (const name of language.fragments.keys()) files.set(`fragment/${name}.pf_fragment`, name)
    for (const name of language.chunks.keys()) files.set(`index/${name}.pf_index`, name)
    for (const name of language.filters) files.set(`filter/${name}.pf_filter`, name)
  }
  return files
}

/** Whether every hashed name of `index` is Pagefind's shortest (its 7 hex digits): none was lengthened by a clash. */
const PLAIN_NAME = /^[\w-]+_[0-9a-f]{7}$/
const allPlain = (index: IndexFiles) => [...hashedFiles(index).values()].every((name) => PLAIN_NAME.test(name))

/**
 * Whether the files `kept` (taken from the last index `last` into the folder Pagefind wrote `next` in) hold what
 * `next` means by their names. Pagefind names a file by the first 7 hex digits of a hash of its contents and writes
 * none whose name is there already. Two contents with the same 7 digits in one run get longer names, in the order
 * Pagefind meets them, so a longer name in either index means a name may have passed to other contents; and a kept
 * file must stand in `next` for what it stood for in `last`: a fragment for a page of the same word count, a chunk for
 * the same first and last word. Either failing, the index is made again from nothing.
 */
export function reusedSafely(last: IndexFiles, next: IndexFiles, kept: ReadonlySet<string>): boolean {
  if (!allPlain(last) || !allPlain(next)) return false
  const lastFragments = new Map<string, number>()
  const lastChunks = new Map<string, string>()
  for (const language of last.values()) {
    for (const [name, words] of language.fragments) lastFragments.set(name, words)
    for (const [name, range] of language.chunks) lastChunks.set(name, range)
  }
  for (const language of next.values()) {
    for (const [name, words] of language.fragments) if (kept.has(`fragment/${name}.pf_fragment`) && lastFragments.get(name) !== words) return false
    for (const [name, range] of language.chunks) if (kept.has(`index/${name}.pf_index`) && lastChunks.get(name) !== range) return false
    for (const name of language.filters) if (kept.has(`filter/${name}.pf_filter`)) return false
  }
  return true
}

/** Removes the files of the hashed folders that `index` does not name (the last index's, which Pagefind left there). */
export function removeUnnamed(folder: string, index: IndexFiles): number {
  const named = hashedFiles(index)
  let removed = 0
  for (const sub of HASHED_FOLDERS) {
    const dir = path.join(folder, sub)
    if (!fs.existsSync(dir)) continue
    for (const name of fs.readdirSync(dir)) {
      if (named.has(`${sub}/${name}`)) continue
      fs.rmSync(path.join(dir, name), { recursive: true, force: true })
      removed++
    }
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
  }
  return removed
}

/** What a new index starts from: the last index's records, and the files of it put in the new index's folder. */
export type Seed = { last: IndexFiles; kept: Set<string> }

/**
 * Puts the last index's fragments and word-index chunks (`files`, a saved index folder) into `output`, the folder
 * Pagefind writes in, which keeps those whose names it gives again instead of compressing them again. Pagefind looks
 * for such a file only when about to write it, after parsing every page, so the build puts them there while Pagefind
 * parses (a one-post build's Pagefind then starts about 0.15 s sooner). A name both write holds the same bytes, or
 * `reusedSafely` finds the clash after and the index is made again from nothing.
 * Nothing is put there, and undefined returned, when there is no last index, its records cannot be read, or a name in
 * it was lengthened by a clash.
 *
 * `lastFolder` is where the site being replaced holds that index: a file there with the same bytes is hard-linked into
 * `output` instead of written (scripts/lib/place-file.ts); a later removal (`removeUnnamed`, an index made again)
 * only unlinks it.
 */
export function seedIndex(files: [string, Buffer][] | undefined, output: string, lastFolder?: string): Seed | undefined {
  if (!files) return undefined
  let last: IndexFiles
  try {
    last = indexFiles(filesReader(files))
  } catch {
    return undefined
  }
  if (!allPlain(last)) return undefined
  const named = hashedFiles(last)
  const kept = new Set<string>()
  const folders = new Set<string>()
  for (const [file, bytes] of files) {
    if (!REUSABLE.test(file) || !named.has(file)) continue
    // Pagefind writes no file whose name is in its output folder already, so it never writes into a linked one
    linkedOrWritten(path.join(output, file), bytes, lastFolder && path.join(lastFolder, file), folders)
    kept.add(file)
  }
  return { last, kept }
}

/**
 * After Pagefind wrote a new index into a seeded folder: removes the last index's files the new one does not name, so
 * the folder holds what Pagefind writes into an empty one, and tells how many of them the new index kept; or gives
 * undefined when a kept file might not hold what the new index means by its name (`reusedSafely`) or the records
 * cannot be read: the index is then to be made again from nothing.
 */
export function settleSeeded(output: string, seed: Seed): { kept: number } | undefined {
  try {
    const next = indexFiles(folderReader(output))
    if (!reusedSafely(seed.last, next, seed.kept)) return undefined
    removeUnnamed(output, next)
    const named = hashedFiles(next)
    return { kept: [...seed.kept].filter((file) => named.has(file)).length }
  } catch {
    return undefined
  }
}
