/**
 * The first screen paints from the HTML alone: island code (React, the carousel) is requested only after
 * the first contentful paint (renderer/+client.ts). The test holds the paint back with a slow stylesheet,
 * as a slow phone holds it back with layout work, while the page's scripts arrive at once.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOBILE, useSite } from '../support/browser'

const site = useSite()

/** The page's entry script and the chunks it imports statically: the only code allowed before the paint. */
function entryScripts(html: string): string[] {
  const entry = /<script[^>]+src="([^"]+)"[^>]*type="module"/.exec(html)?.[1]
  if (!entry) throw new Error('no module script in the page')
  const source = fs.readFileSync(path.join('dist/client', entry), 'utf8')
  const imports = [...source.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, `http://x${entry}`).pathname)
  return [entry, ...imports]
}

describe('loading order', () => {
  it.each(['/', '/contact'])('%s: no island code is requested before the first contentful paint', async (route) => {
    const page = await site.newPage(MOBILE)
    let html = ''
    await page.route(site.url(route), async (request) => {
      const response = await request.fetch()
      html = await response.text()
      await request.fulfill({ response, body: html.replace('<head>', '<head><link rel="stylesheet" href="/slow.css">') })
    })
    await page.route('**/slow.css', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await request.fulfill({ contentType: 'text/css', body: '' })
    })
    await page.goto(site.url(route), { waitUntil: 'load' })
    const allowed = entryScripts(html)
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    await page.waitForTimeout(500)
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    const early = scripts.filter((s) => s.start < paint && !allowed.includes(s.path))
    expect(early, `first contentful paint at ${paint.toFixed(0)} ms`).toEqual([])
    // The island code did load, after the paint.
    expect(scripts.filter((s) => !allowed.includes(s.path)).length).toBeGreaterThan(0)
    await page.context().close()
  })
})
