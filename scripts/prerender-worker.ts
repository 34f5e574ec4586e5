/**
 * One prerender worker (scripts/lib/prerender.ts starts them): loads the server build, renders its share of
 * the pages with Vike's renderPage() and writes each one at once. It reports the first page that fails, with
 * the content check's message when a content file is at fault.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { WorkerReport, WorkerTask } from './lib/prerender'

async function render({ outDir, base, pages }: WorkerTask): Promise<WorkerReport> {
  await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  const client = path.join(outDir, 'client')
  let rendered = 0
  for (const page of pages) {
    const expected = page.file.endsWith('404.html') ? 404 : 200
    const pageContext = await renderPage({ urlOriginal: `${base}${page.url.slice(1)}` })
    const response = pageContext.httpResponse
    if (!response || response.statusCode !== expected) {
      const error = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
      const reason = error instanceof Error ? error.message : `answered ${response?.statusCode ?? 'nothing'}`
      return { rendered, error: /^Content check failed/.test(reason) ? reason : `${page.url}: ${reason}` }
    }
    const file = path.join(client, page.file)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, response.body)
    rendered++
  }
  return { rendered }
}

process.once('message', async (task: WorkerTask) => {
  let report: WorkerReport
  try {
    report = await render(task)
  } catch (error) {
    report = { rendered: 0, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  }
  process.send?.(report, () => process.exit(report.error ? 1 : 0))
})
