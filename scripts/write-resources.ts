/**
 * Writes each whitepaper's PDF and each upcoming webinar's calendar file into a built site. Build step after
 * `vike build` (scripts/build.ts), before the link check, so links to these files are checked like pages:
 *   tsx scripts/write-resources.ts [outDir]      (default dist/client; or OUT_DIR)
 * The PDF is rendered by the same deterministic function /resources' +data used for the page count and
 * size on its cards (lib/resources/whitepaper-pdf.ts), so the file is exactly the one the card describes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { basePath, configuredBasePath } from '../lib/base-path'
import { loadContent, type Content } from '../lib/content/loader'
import { routes } from '../lib/permalink'
import { webinarCalendar } from '../lib/resources/resources-data'
import { whitepaperPdf } from '../lib/resources/whitepaper-pdf'

export type WriteResourcesOptions = { base?: string; content?: Content }

/** A route ("/resources/whitepapers/x.pdf") as a file under the built site's root. */
function target(outDir: string, route: string): string {
  const file = path.join(outDir, ...route.split('/').filter(Boolean))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return file
}

export async function writeResources(outDir = 'dist/client', options: WriteResourcesOptions = {}): Promise<{ pdfs: number; calendars: number }> {
  const base = options.base === undefined ? configuredBasePath() : basePath(options.base)
  const content = options.content ?? loadContent({ preview: process.env.CONTENT_PREVIEW === '1' })
  for (const paper of content.whitepapers) {
    fs.writeFileSync(target(outDir, routes.whitepaperPdf(paper.slug)), (await whitepaperPdf(paper)).bytes)
  }
  const upcoming = content.webinars.filter((w) => w.type === 'upcoming')
  for (const webinar of upcoming) fs.writeFileSync(target(outDir, routes.webinarCalendar(webinar.slug)), webinarCalendar(webinar, base))
  return { pdfs: content.whitepapers.length, calendars: upcoming.length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await writeResources(process.argv[2] ?? process.env.OUT_DIR ?? 'dist/client')
  console.log(`Wrote ${written.pdfs} whitepaper PDFs and ${written.calendars} webinar calendars`)
}
