/**
 * Writes the site search's index (Pagefind) into a built site, at <outDir>/pagefind/. Build step after
 * `vike build` (scripts/build.ts), before the link check. Pagefind reads only each page's
 * `data-pagefind-body` (the <main> of every page a search engine may index: components/layout/Layout.tsx),
 * so menus, the footer, the 404 and the thank-you pages are not in it; one index per `<html lang>`.
 *   tsx scripts/write-search-index.ts [outDir]      (default dist/client; or OUT_DIR)
 *
 * A large site is indexed in parts (partCount): Pagefind holds everything it indexes in memory until it writes
 * (about 0.25 MB a page: 0.9 GB for 3,600 pages), so a part is at most about PAGES_PER_PART pages, indexed by its
 * own Pagefind process after the last one has ended. A page's part is fixed by its path (partOf), so a post added
 * or edited changes its own part, not the others. The first part is the index at pagefind/; the others are at
 * pagefind/parts/<n>/, listed in pagefind/parts.json, and the search merges them into the first
 * (components/behaviour/search.client.ts, Pagefind's mergeIndex). This site's own pages make one part. Parts are
 * no smaller than they must be: a search loads each part's chunk of the index for every word it looks up (at
 * 1,000 posts in three parts, 69-73 KB a word against 24-28 KB in one), which a visitor on a slow network would
 * pay for a faster rebuild.
 * With a cache (the build's), each part is kept under a key of its pages' bytes and reused while they are the same;
 * a part whose pages changed is written over the files of its last index (scripts/lib/pagefind-index.ts).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SEARCH_BODY_ATTRIBUTE } from '../lib/search-body'
import type { DiskCache } from '../lib/cache/disk-cache'
import { knownOrRead, loadFindings, saveFindings, type KnownByDigest } from './lib/known-by-digest'
import { seedIndex, settleSeeded, type Seed } from './lib/pagefind-index'
import { builtHtmlFiles } from './lib/routes'

/** Pages a part of the index holds at most (about, as pages are spread by their paths): about 0.6 GB of Pagefind's memory. */
export const PAGES_PER_PART = 2500

/** How many parts `pages` searchable pages are spread over. */
export const partCount = (pages: number) => Math.max(1, Math.ceil(pages / PAGES_PER_PART))

/** The part (0 to count - 1) of the page at `file`: FNV-1a of its path, so a page keeps its part as pages come and go. */
export function partOf(file: string, count: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < file.length; i++) hash = Math.imul(hash ^ file.charCodeAt(i), 0x01000193) >>> 0
  return hash % count
}

/** `files` spread over `count` parts by partOf, each in name order; parts left empty are dropped. */
export function searchParts(files: string[], count: number): string[][] {
  const parts: string[][] = Array.from({ length: count }, () => [])
  for (const file of [...files].sort()) parts[partOf(file, count)]!.push(file)
  return parts.filter((part) => part.length > 0)
}

/** Where the part `i` (0-based) of the index is, below the site: the first at pagefind/, the others at pagefind/parts/<i + 1>. */
const partFolder = (i: number) => (i === 0 ? 'pagefind' : `pagefind/parts/${i + 1}`)

/** The list of the other parts, relative to the site root, e.g. ["pagefind/parts/2/"]. */
export const PARTS_FILE = 'pagefind/parts.json'

/** Whether the search indexes each page, by the SHA-1 of its bytes (scripts/lib/known-by-digest.ts). */
export type KnownSearchable = KnownByDigest<boolean>

const KNOWN_SEARCHABLE_KEY = 'searchable pages'

/** Whether the search indexes the pages `known.digests` names, kept in the build cache for the next build. */
export const saveKnownSearchable = (cache: DiskCache, known: KnownSearchable) => saveFindings(cache, KNOWN_SEARCHABLE_KEY, known)

/** What saveKnownSearchable kept, or nothing when the entry is missing or not all of it is true or false. */
export const loadKnownSearchable = (cache: DiskCache): Map<string, boolean> =>
  loadFindings(cache, KNOWN_SEARCHABLE_KEY, (value): value is boolean => typeof value === 'boolean')

/**
 * The pages whose text the search holds (their <main> has SEARCH_BODY_ATTRIBUTE), in name order: read, unless
 * `known` has them by their bytes (the build's prerender says which pages it wrote are, the last build which the
 * others are). Pagefind is given only these and does not read the others (the lists, the 404): the same index,
 * byte for byte, with about 10% less of Pagefind's CPU at 1,000 posts. `files`: the site's HTML pages in name order,
 * when the build knows them (its prerender wrote or placed each one), else found in `dir`.
 */
export function searchablePages(dir: string, known?: KnownSearchable, files = builtHtmlFiles(dir)): string[] {
  return files.filter((file) => knownOrRead(known, file, () => fs.readFileSync(path.join(dir, file)).includes(SEARCH_BODY_ATTRIBUTE)))
}

/**
 * The Pagefind binary of this platform, found the way pagefind's own command (its `bin`, a Node script) finds it
 * before it starts it: started directly, a Node process less (about 80 ms of each build's search step).
 */
async function pagefindBinary(): Promise<string> {
  const { resolveBinaryPath } = (await import(new URL('resolveBinary.js', import.meta.resolve('pagefind')).href)) as { resolveBinaryPath: (names: string[]) => string }
  return resolveBinaryPath(['pagefind_extended', 'pagefind'])
}
let binary: Promise<string> | undefined

/**
 * A glob that matches exactly `files` (paths below the site): Pagefind's globs (the wax crate) take a list in
 * braces, with its special characters escaped by a backslash. A backslash itself cannot be escaped so: no page of
 * this site has one in its path (slugs are letters, digits and hyphens), and one that did would be refused here.
 */
export function globOf(files: string[]): string {
  for (const file of files) if (file.includes('\\')) throw new Error(`search index: Pagefind cannot be given a page whose path has a backslash: ${file}`)
  return `{${files.map((file) => file.replace(/[?*$:<>()[\]{},]/g, '\\$&')).join(',')}}`
}

/**
 * What Pagefind prints once it has parsed every page. Its parse takes both cores; what it does after (the index, its
 * files) about one: a step that waits for this line runs beside Pagefind without slowing it (`onParsed`).
 */
const PARSED_LINE = '[Reading languages]'

/**
 * One Pagefind process indexes `files` of `site` into `outputPath`, and ends. Its command line, not its Node API:
 * the same index, byte for byte, in 2.3-2.5 s instead of 2.7-3.0 s for the 1,419 pages of the 1,000-post copy
 * (three alternated runs each). The list of pages is a glob in a configuration file (pagefind.json in the folder
 * Pagefind runs in, `configDir`): a command line holds about 128 KB, a part's 2,500 paths may not fit. `onParsed`
 * is called when Pagefind says it has parsed the pages (PARSED_LINE), if it does.
 */
function indexPages(site: string, files: string[], outputPath: string, configDir: string, onParsed?: () => void, onStarted?: () => void): Promise<void> {
  fs.mkdirSync(configDir, { recursive: true })
  fs.writeFileSync(path.join(configDir, 'pagefind.json'), JSON.stringify({ site, output_path: outputPath, glob: globOf(files) }))
  return (binary ??= pagefindBinary()).then((pagefind) => new Promise<void>((resolve, reject) => {
    const child = spawn(pagefind, [], { cwd: configDir, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
    onStarted?.()
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (onParsed && output.includes(PARSED_LINE)) {
        onParsed()
        onParsed = undefined
      }
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`search index: Pagefind failed (exit ${code}):\n${output.slice(-4000)}`))))
  }))
}

/** Where a part's index is kept between builds (the build cache's folders), by the part's number and key. */
export type SearchPartCache = {
  /** Puts the part's index kept under `key` in `target`, its files that `lastFolder` holds the same linked from there */
  restore(part: number, key: string, target: string, lastFolder?: string): boolean
  save(part: number, key: string, source: string): void
  /** The files of the part's index last saved, whatever its key: what a changed part's new index starts from */
  last?(part: number): [string, Buffer][] | undefined
}

export type SearchIndexOptions = {
  /** How many parts the pages are spread over (partCount by default) */
  parts?: number
  /** The pages the search indexes (searchablePages), in name order, when the build has found them already */
  pages?: string[]
  /** Each page's SHA-1 by file, when the build knows it (the prerender reports it): not read again to make keys */
  digests?: Record<string, string>
  /** The folder Pagefind reads the pages from, with the site's paths (scripts/lib/search-copies.ts); the site by default */
  source?: string
  cache?: SearchPartCache
  /**
   * The site this build replaces (dist/client): a part taken from the cache, and the last index a changed part starts
   * from, are linked from its index where it holds the same files instead of written (scripts/lib/place-file.ts).
   * Nothing writes into an index folder after Pagefind (parts.json is written beside the first part's files, never
   * kept in a part)
   */
  lastSite?: string
  /** Called once the last part's pages are parsed (or taken from the cache): what is left of the index takes about a core */
  onParsed?: () => void
  /** Called once the first Pagefind process has started (or the first part came from the cache) */
  onStarted?: () => void
}

/**
 * A part's key: its pages with their bytes' SHA-1, in order. A part whose pages are all as they were takes its
 * index from the cache, so a build that changed one post indexes the one part that holds it again, not all.
 */
export function partKey(site: string, files: string[], digests: Record<string, string> = {}): string {
  const hash = createHash('sha256')
  for (const file of files) hash.update(`${file}\0${digests[file] ?? createHash('sha1').update(fs.readFileSync(path.join(site, file))).digest('hex')}\0`)
  return hash.digest('hex')
}

/** How a build's index was made: its parts, how many came from the cache, and how many were written over the last index's files (and kept how many of them). */
export type SearchIndexMade = { parts: number; fromCache: number; fromLast: number; keptFiles: number }

export async function writeSearchIndex(outDir = 'dist/client', options: SearchIndexOptions = {}): Promise<SearchIndexMade> {
  const { digests, cache } = options
  const site = path.resolve(outDir)
  const files = options.pages ?? searchablePages(site)
  if (!files.length) throw new Error(`search index: no page of ${outDir} has ${SEARCH_BODY_ATTRIBUTE}, so the site search would find nothing`)
  const parts = searchParts(files, options.parts ?? partCount(files.length))
  const others: string[] = []
  let fromCache = 0
  let fromLast = 0
  let keptFiles = 0
  // each part's index is written (or restored) into a folder of its own, then moved into place: the first part
  // is pagefind/, which holds the others' folders
  const staging = fs.mkdtempSync(path.join(path.dirname(site), '.search-part-'))
  try {
    const outputs: string[] = []
    for (const [i, part] of parts.entries()) {
      const number = i + 1
      const output = path.join(staging, `index-${number}`)
      const key = cache && partKey(site, part, digests)
      const last = i === parts.length - 1
      // the site being replaced holds this part's index where this build puts it
      const lastFolder = options.lastSite && path.join(path.resolve(options.lastSite), partFolder(i))
      if (key && cache.restore(number, key, output, lastFolder)) {
        options.onStarted?.()
        fromCache++
        if (last) options.onParsed?.()
      } else {
        const source = options.source ? path.resolve(options.source) : site
        const config = path.join(staging, `config-${number}`)
        // Pagefind keeps the last index's fragments and chunks whose names it gives again instead of compressing
        // them again (scripts/lib/pagefind-index.ts): a build that changed one post writes a few of them. They are
        // put in its folder once it has started, while it parses the pages: it looks for a file only when about to
        // write it (see seedIndex)
        const seeded: { seed?: Seed; failed?: boolean } = {}
        const seeding = () => {
          options.onStarted?.()
          try {
            seeded.seed = seedIndex(key ? cache.last?.(number) : undefined, output, lastFolder)
          } catch {
            // some files put, some not (a full disk): the index is made again from nothing below
            seeded.failed = true
          }
        }
        await indexPages(source, part, output, config, last ? options.onParsed : undefined, seeding)
        const seed = seeded.seed
        const settled = seed && settleSeeded(output, seed)
        if (settled) {
          fromLast++
          keptFiles += settled.kept
        } else if (seed || seeded.failed) {
          fs.rmSync(output, { recursive: true, force: true })
          await indexPages(source, part, output, config)
        }
        if (key) cache.save(number, key, output)
      }
      outputs.push(output)
    }
    fs.rmSync(path.join(site, 'pagefind'), { recursive: true, force: true })
    fs.renameSync(outputs[0]!, path.join(site, 'pagefind'))
    for (const [i, output] of outputs.entries()) {
      if (i === 0) continue
      const place = partFolder(i)
      fs.mkdirSync(path.join(site, 'pagefind/parts'), { recursive: true })
      fs.renameSync(output, path.join(site, place))
      others.push(`${place}/`)
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
  // a new file, never a write into one: the index's files may be links to the site being replaced
  fs.rmSync(path.join(site, PARTS_FILE), { force: true })
  fs.writeFileSync(path.join(site, PARTS_FILE), JSON.stringify(others))
  return { parts: parts.length, fromCache, fromLast, keptFiles }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { parts } = await writeSearchIndex(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Search index written, in ${parts} ${parts === 1 ? 'part' : 'parts'}`)
}
