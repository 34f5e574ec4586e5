/**
 * axe-core on every built route at 390 px and 1280 px, after islands hydrate, in the light and the dark
 * theme: zero violations. Each page is loaded once; the second run follows a switch of the system colour
 * scheme on the same page (the site follows it when the visitor chose nothing).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { builtRoutes } from '#/scripts/lib/routes'
import { DESKTOP, MOBILE, inLanes, useSite, waitForIslands } from '../support/browser'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const site = useSite()
const routes = [...builtRoutes(), '/no-such-page']
/** Pages at once per width: see inLanes. */
const LANES = 3

type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }

describe.each([
  ['390 px', MOBILE],
  ['1280 px', DESKTOP],
])('axe at %s', (_label, viewport) => {
  it('finds no violation on any route', async () => {
    const pages = await Promise.all(Array.from({ length: LANES }, () => site.newPage({ ...viewport, reducedMotion: 'reduce' })))
    const found: string[] = []
    await inLanes(routes, LANES, async (route, lane) => {
      const page = pages[lane]!
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(site.url(route))
      if (await page.locator('[data-island]').count()) await waitForIslands(page)
      await page.evaluate(axeSource)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        const result = (await page.evaluate(() =>
          (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          }),
        )) as AxeResult
        for (const v of result.violations) found.push(`${route} (${colorScheme}): ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
      }
    })
    expect(found).toEqual([])
    await Promise.all(pages.map((page) => page.context().close()))
  }, 240_000)
})
