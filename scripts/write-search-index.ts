/**
 * Writes the site search's index (Pagefind) into a built site, at <outDir>/pagefind/. Build step after
 * `vike build` (scripts/build.ts), before the link check. Pagefind reads only each page's
 * `data-pagefind-body` (the <main> of every page a search engine may index: components/layout/Layout.tsx),
 * so menus, the footer, the 404 and the thank-you pages are not in it; one index per `<html lang>`.
 *   tsx scripts/write-search-index.ts [outDir]      (default dist/client; or OUT_DIR)
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as pagefind from 'pagefind'

export async function writeSearchIndex(outDir = 'dist/client'): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({})
  try {
    if (!index) throw new Error(`search index: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: path.resolve(outDir) })
    if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`)
    const written = await index.writeFiles({ outputPath: path.resolve(outDir, 'pagefind') })
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`)
    return { pages: added.page_count }
  } finally {
    await pagefind.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pages } = await writeSearchIndex(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Search index: ${pages} pages`)
}
