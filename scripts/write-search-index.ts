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
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as pagefind from 'pagefind'
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

/** One Pagefind process indexes the pages of `folder` into `outputPath`, and ends. */
async function indexFolder(folder: string, outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({})
  try {
    if (!index) throw new Error(`search index: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: folder })
    if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`)
  } finally {
    await pagefind.close()
  }
}

export async function writeSearchIndex(outDir = 'dist/client', pagesPerPart = PAGES_PER_PART): Promise<{ parts: number }> {
  const site = path.resolve(outDir)
  const all = builtHtmlFiles(site)
  const files = all.length > pagesPerPart ? searchablePages(site, all) : all
  const parts = Array.from({ length: Math.max(1, Math.ceil(files.length / pagesPerPart)) }, (_, i) => files.slice(i * pagesPerPart, (i + 1) * pagesPerPart))
  const others: string[] = []
  if (parts.length === 1) await indexFolder(site, path.join(site, 'pagefind'))
  else {
    // each part's pages, linked (not copied) into a folder of their own with the same paths, so Pagefind gives
    // them the same addresses
    const staging = fs.mkdtempSync(path.join(path.dirname(site), '.search-part-'))
    try {
      for (const [i, part] of parts.entries()) {
        const folder = path.join(staging, String(i + 1))
        for (const file of part) {
          fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
          fs.linkSync(path.join(site, file), path.join(folder, file))
        }
        const output = i === 0 ? 'pagefind' : `pagefind/parts/${i + 1}`
        await indexFolder(folder, path.join(site, output))
        if (i > 0) others.push(`${output}/`)
        fs.rmSync(folder, { recursive: true })
      }
    } finally {
      fs.rmSync(staging, { recursive: true, force: true })
    }
  }
  fs.writeFileSync(path.join(site, PARTS_FILE), JSON.stringify(others))
  return { parts: parts.length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { parts } = await writeSearchIndex(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Search index written, in ${parts} ${parts === 1 ? 'part' : 'parts'}`)
}
