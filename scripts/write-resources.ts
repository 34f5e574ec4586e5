/**
 * Writes the files the content kinds declare per entry besides their pages (lib/content/kinds.ts `files`):
 * each whitepaper's PDF, each upcoming webinar's or event's calendar. Build step after `vike build`
 * (scripts/build.ts), before the link check, so links to these files are checked like pages:
 *   tsx scripts/write-resources.ts [outDir]      (default dist/client; or OUT_DIR)
 * Each file comes from the build cache when its entry is unchanged (the code that makes it is part of the cache's
 * build-input hash). A whitepaper's PDF is rendered by the same deterministic function /resources' +data used for the page
 * count and size on its cards (lib/resources/whitepaper-pdf.ts), so the file is exactly the one the card describes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { basePath, configuredBasePath } from '../lib/base-path'
import { diskCache } from '../lib/cache/disk-cache'
import { declaration, kindNames, type EntryMeta } from '../lib/content/kinds'
import { loadContent, type Content } from '../lib/content/loader'

/** Files made before from the same entry (lib/cache/disk-cache.ts; on in `npm run build` only). */
const files = diskCache('entry-files')

export type WriteResourcesOptions = { base?: string; content?: Content }

/** A route ("/resources/whitepapers/x.pdf") as a file under the built site's root. */
function target(outDir: string, route: string): string {
  const file = path.join(outDir, ...route.split('/').filter(Boolean))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return file
}

/** Writes every declared file; returns the routes written. */
export async function writeResources(outDir = 'dist/client', options: WriteResourcesOptions = {}): Promise<string[]> {
  const base = options.base === undefined ? configuredBasePath() : basePath(options.base)
  const content = options.content ?? loadContent({ preview: process.env.CONTENT_PREVIEW === '1' })
  const written: string[] = []
  for (const name of kindNames) {
    for (const file of declaration(name).files ?? []) {
      for (const entry of content[name] as EntryMeta[]) {
        if (file.when && !file.when(entry)) continue
        const route = file.route(entry.slug)
        // the same entry (with what its kind derives from the day), address and base path give the same file
        const key = JSON.stringify([name, route, base, entry])
        let bytes = files.getBytes(key)
        if (!bytes) {
          const made = await file.write(entry, base)
          bytes = typeof made === 'string' ? Buffer.from(made, 'utf8') : Buffer.from(made)
          files.setBytes(key, bytes)
        }
        fs.writeFileSync(target(outDir, route), bytes)
        written.push(route)
      }
    }
  }
  return written
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await writeResources(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Wrote ${written.length} files: ${written.join(', ')}`)
}
