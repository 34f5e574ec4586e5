/**
 * Every built route, at 1280 px and 390 px, served with the site's security headers (lib/security-headers.ts,
 * as the static hosts send them), each page loaded once:
 * - it loads cleanly: no console error, no uncaught exception, no hydration warning, no Content-Security-Policy
 *   violation, no request to another host except the map frame, no eager image below the fold;
 * - axe-core finds no violation after its islands hydrate, in the light and then the dark theme (the system
 *   colour scheme switched on the same page: the site follows it when the visitor chose nothing).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '#/lib/security-headers'
import { builtRoutes } from '#/scripts/lib/routes'
import { DESKTOP, MOBILE, inLanes, problemsOf, useSite, waitForIslands } from '../support/browser'
import { watchSecurity } from '../support/security'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const site = useSite({ headers: securityHeaders })
const routes = [...builtRoutes(), '/no-such-page']
/** Pages at once per width: see inLanes. */
const LANES = 3
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }

const widths = [
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
] as const

/** Loads every route at one width in LANES pages: what went wrong loading, and axe's violations. */
async function walk(viewport: (typeof widths)[number][1]): Promise<{ loading: string[]; axe: string[] }> {
  const loading: string[] = []
  const axe: string[] = []
  const lanes = await Promise.all(
    Array.from({ length: LANES }, async () => {
      const page = await site.newPage(viewport)
      return { page, security: await watchSecurity(page, new URL(site.url('/')).host) }
    }),
  )
  await inLanes(routes, LANES, async (route, lane) => {
    const { page, security } = lanes[lane]!
    problemsOf(page).length = 0
    security.violations.length = 0
    security.thirdParty.length = 0
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
    const response = await page.goto(site.url(route), { waitUntil: 'load' })
    if (response?.status() !== (route === '/no-such-page' ? 404 : 200)) loading.push(`${route}: status ${response?.status()}`)
    if (response?.headers()['content-security-policy'] !== securityHeaders['Content-Security-Policy']) loading.push(`${route}: served without the site's CSP`)
    if (await page.locator('[data-island]').count()) {
      await waitForIslands(page)
      await page.waitForTimeout(300)
    }
    const eagerBelowFold = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top >= window.innerHeight && img.loading !== 'lazy')
        .map((img) => img.getAttribute('src')),
    )
    if (eagerBelowFold.length) loading.push(`${route}: images below the fold without loading=lazy: ${eagerBelowFold.join(', ')}`)

    // axe on the settled page (no entrance animation half-way), light then dark; only violations are gathered
    // in full (axe's own speed-up: passes and incomplete results are not collected node by node).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(axeSource)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      const result = (await page.evaluate(
        (tags) => (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
        AXE_TAGS,
      )) as AxeResult
      for (const v of result.violations) axe.push(`${route} (${colorScheme}): ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
    }

    // Brings lazily loaded parts (the map frame, images) into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // The 404 page's own status shows as a console error; that one is expected.
    const problems = problemsOf(page).filter((p) => !(route === '/no-such-page' && /status of 404/.test(p)))
    const all = [...problems, ...security.violations, ...security.thirdParty.map((u) => `third-party request ${u}`)]
    if (all.length) loading.push(`${route}: ${all.join(' | ')}`)
  })
  await Promise.all(lanes.map(({ page }) => page.context().close()))
  return { loading, axe }
}

// The widths walk at once: a page mostly waits (loads, hydration, axe's turns), so the two overlap well.
describe.concurrent('every route', () => {
  it.each(widths)('at %s loads cleanly, within the CSP, with no third-party request but the map frame, and passes axe in the light and the dark theme', async (_label, viewport) => {
    expect(await walk(viewport)).toEqual({ loading: [], axe: [] })
  }, 600_000)
})
