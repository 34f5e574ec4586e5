/**
 * Writes the site search's index (Pagefind) into a built site, at <outDir>/pagefind/. Build step after
 * `vike build` (scripts/build.ts), before the link check. Pagefind reads only each page's
 * `data-pagefind-body` (the <main> of every page a search engine may index: components/layout/Layout.tsx),
 * so menus, the footer, the 404 and the thank-you pages are not in it; one index per `<html lang>`.
 *   tsx scripts/write-search-index.ts [outDir]      (default dist/client; or OUT_DIR)
 *
 * A large site is indexed in parts. Pagefind holds everything it indexes in memory until it writes (about
 * 0.25 MB a page: 0.9 GB for 3,600 pages), so a part is at most PAGES_PER_PART pages, indexed by its own
 * Pagefind process after the last one has ended. The first part is the index at pagefind/; the others are at
 * pagefind/parts/<n>/, listed in pagefind/parts.json, and the search merges them into the first
 * (components/behaviour/search.client.ts, Pagefind's mergeIndex). This site's own pages make one part.
 * With a cache (the build's), each part is kept under a key of its pages' bytes and reused while they are the same.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { builtHtmlFiles } from './lib/routes'

/** Pages a part of the index holds at most: about 0.6 GB of Pagefind's memory. */
export const PAGES_PER_PART = 2500

/** The list of the other parts, relative to the site root, e.g. ["pagefind/parts/2/"]. */
export const PARTS_FILE = 'pagefind/parts.json'

/**
 * The pages whose text the search holds (with data-pagefind-body), in name order. Pagefind leaves the others out
 * when any page has that attribute: in parts, a part must not decide that alone (a part of only such pages
 * would be indexed whole), so they are left out before.
 */
export function searchablePages(dir: string, files = builtHtmlFiles(dir)): string[] {
  return files.filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('data-pagefind-body'))
}

/** The command pagefind's package runs (its `bin`): it starts the Pagefind binary of this platform. */
const PAGEFIND_CLI = fileURLToPath(new URL('runner/bin.cjs', import.meta.resolve('pagefind')))

/**
 * One Pagefind process indexes the pages of `folder` into `outputPath`, and ends. Its command line, not its Node
 * API: the same index, byte for byte, in 2.3-2.5 s instead of 2.7-3.0 s for the 1,419 pages of the 1,000-post copy
 * (three alternated runs each).
 */
function indexFolder(folder: string, outputPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PAGEFIND_CLI, '--site', folder, '--output-path', outputPath, '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`search index: Pagefind failed (exit ${code}):\n${output.slice(-4000)}`))))
  })
}

/** Where a part's index is kept between builds (the build cache's folders), by the part's number and key. */
export type SearchPartCache = {
  restore(part: number, key: string, target: string): boolean
  save(part: number, key: string, source: string): void
}

export type SearchIndexOptions = {
  pagesPerPart?: number
  /** Each page's SHA-1 by file, when the build knows it (the prerender reports it): not read again to make keys */
  digests?: Record<string, string>
  cache?: SearchPartCache
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

export async function writeSearchIndex(outDir = 'dist/client', options: SearchIndexOptions = {}): Promise<{ parts: number; fromCache: number }> {
  const { pagesPerPart = PAGES_PER_PART, digests, cache } = options
  const site = path.resolve(outDir)
  const all = builtHtmlFiles(site)
  const files = all.length > pagesPerPart ? searchablePages(site, all) : all
  const parts = Array.from({ length: Math.max(1, Math.ceil(files.length / pagesPerPart)) }, (_, i) => files.slice(i * pagesPerPart, (i + 1) * pagesPerPart))
  const others: string[] = []
  let fromCache = 0
  // each part's index is written (or restored) into a folder of its own, then moved into place: the first part
  // is pagefind/, which holds the others' folders
  const staging = fs.mkdtempSync(path.join(path.dirname(site), '.search-part-'))
  try {
    const outputs: string[] = []
    for (const [i, part] of parts.entries()) {
      const number = i + 1
      const output = path.join(staging, `index-${number}`)
      const key = cache && partKey(site, part, digests)
      if (key && cache.restore(number, key, output)) fromCache++
      else {
        if (parts.length === 1) await indexFolder(site, output)
        else {
          // the part's pages, linked (not copied) into a folder of their own with the same paths, so Pagefind
          // gives them the same addresses
          const folder = path.join(staging, String(number))
          for (const file of part) {
            fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
            fs.linkSync(path.join(site, file), path.join(folder, file))
          }
          await indexFolder(folder, output)
          fs.rmSync(folder, { recursive: true })
        }
        if (key) cache.save(number, key, output)
      }
      outputs.push(output)
    }
    fs.rmSync(path.join(site, 'pagefind'), { recursive: true, force: true })
    fs.renameSync(outputs[0]!, path.join(site, 'pagefind'))
    for (const [i, output] of outputs.entries()) {
      if (i === 0) continue
      const place = `pagefind/parts/${i + 1}`
      fs.mkdirSync(path.join(site, 'pagefind/parts'), { recursive: true })
      fs.renameSync(output, path.join(site, place))
      others.push(`${place}/`)
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
  fs.writeFileSync(path.join(site, PARTS_FILE), JSON.stringify(others))
  return { parts: parts.length, fromCache }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { parts } = await writeSearchIndex(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Search index written, in ${parts} ${parts === 1 ? 'part' : 'parts'}`)
}
