/**
 * Every built route at the three widths the product is designed for (360 px on a phone, 768 and 1280 px),
 * served with the site's security headers (lib/security-headers.ts, as the static hosts send them), each page
 * loaded once per width:
 * - it loads cleanly: no console error, no uncaught exception, no hydration warning, no Content-Security-Policy
 *   violation, no request to another host except the map frame, no eager image below the fold;
 * - it does not scroll sideways, and no card grid leaves one card alone on its last row;
 * - at 360 px every control that stands on its own is a 44 px tap target;
 * - at 360 and 1280 px axe-core finds no violation after its islands hydrate, in the light and then the dark
 *   theme (the system colour scheme switched on the same page: the site follows it when the visitor chose
 *   nothing). In the dark theme only axe's colour rules run (contrast, links told apart from text): the dark theme
 *   changes colours alone (tests/built-html.test.ts holds that for every page's CSS), so every other rule finds there
 *   what it found in the light one (the dark run of all 88 routes at 360 px: 13.9 s instead of 20.7 s).
 *
 * TEST_ROUTES (routes separated by commas) narrows the walk: tests/add-content.test.ts walks, in its copy of
 * the project, the routes the new content changed.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '#/lib/security-headers'
import { builtRoutes } from '#/scripts/lib/routes'
import { DESKTOP, problemsOf, useSite, waitForIslands } from '../support/browser'
import { animationsEnded, loneCards, scrollToBottomAndLoad, sidewaysOverflow, smallTapTargets } from '../support/page-checks'
import { watchSecurity } from '../support/security'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const site = useSite({ headers: securityHeaders })
const NOT_FOUND = '/no-such-page'
const routes = process.env.TEST_ROUTES ? process.env.TEST_ROUTES.split(',') : [...builtRoutes(), NOT_FOUND]
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

type Width = { label: string; context: BrowserContextOptions; axe: boolean; tapTargets: boolean }
const widths: Width[] = [
  { label: '360 px', context: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true }, axe: true, tapTargets: true },
  { label: '768 px', context: { viewport: { width: 768, height: 1024 } }, axe: false, tapTargets: false },
  { label: '1280 px', context: DESKTOP, axe: true, tapTargets: false },
]

type AxeViolation = { id: string; impact: string; nodes: { target: string[] }[] }

type Axe = { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }>; getRules: (tags: string[]) => { ruleId: string; tags: string[] }[] }

/** axe in the light theme (every rule of AXE_TAGS), then its colour rules in the dark one; each violation as one line. */
async function axeInBothThemes(page: Page, route: string): Promise<string[]> {
  const found: string[] = []
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const violations = await page.evaluate(
      async ([tags, coloursOnly]) => {
        const axe = (window as unknown as { axe: Axe }).axe
        const colourRules = axe.getRules(tags).filter((rule) => rule.tags.includes('cat.color') && !rule.tags.includes('experimental'))
        const runOnly = coloursOnly ? { type: 'rule', values: colourRules.map((rule) => rule.ruleId) } : { type: 'tag', values: tags }
        // iframes: false: axe is only in the top window (the init script), so it could never test inside a frame; with
        // frames on it waited 0.5 s at every run for the map frame's answer (/contact: 0.52 s a run instead of 0.1 s).
        // Rules about the <iframe> element itself (frame-title) still run.
        return (await axe.run(document, { runOnly, resultTypes: ['violations'], iframes: false })).violations
      },
      [AXE_TAGS, colorScheme === 'dark'] as const,
    )
    for (const v of violations) found.push(`${route} (${colorScheme}): ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
  }
  return found
}

/** Waits until the page's finite animations and transitions have ended (3 s at most), and a little more. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(animationsEnded, 3_000)
  await page.waitForTimeout(300)
}

/** Sideways scroll, lone cards on a grid's last row and (on a phone) small tap targets, each as one line. */
async function layoutProblems(page: Page, route: string, width: Width): Promise<string[]> {
  const found: string[] = []
  const overflow = await page.evaluate(sidewaysOverflow)
  if (overflow > 0) found.push(`${route}: ${overflow} px wider than the screen`)
  for (const lone of await page.evaluate(loneCards)) found.push(`${route}: ${lone}`)
  if (width.tapTargets) {
    const small = await page.evaluate(smallTapTargets)
    if (small.length) found.push(`${route}: ${small.join('; ')}`)
  }
  return found
}

/**
 * Loads every route at one width, one after another in one page: what went wrong loading, on the layout, and
 * axe's violations. One page at a time is the fastest walk on this two-core machine: chromium already keeps
 * both cores busy with one page, and a second or third page beside it only makes each one slower (29 routes
 * at 360 px with axe: 35.6 s in one page, 37.7 s in two, 45.2 s in three, 60.4 s in six).
 */
async function walk(width: Width): Promise<{ loading: string[]; layout: string[]; axe: string[] }> {
  const found = { loading: [] as string[], layout: [] as string[], axe: [] as string[] }
  const page = await site.newPage(width.context)
  // axe in every page of the walk from its start: sent to chromium once, not once per page.
  if (width.axe) await page.context().addInitScript({ content: `if (window === window.top) {${axeSource}\n}` })
  const security = await watchSecurity(page, new URL(site.url('/')).host)
  for (const route of routes) {
    problemsOf(page).length = 0
    security.violations.length = 0
    security.thirdParty.length = 0
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
    const response = await page.goto(site.url(route), { waitUntil: 'load' })
    if (response?.status() !== (route === NOT_FOUND ? 404 : 200)) found.loading.push(`${route}: status ${response?.status()}`)
    if (response?.headers()['content-security-policy'] !== securityHeaders['Content-Security-Policy']) found.loading.push(`${route}: served without the site's CSP`)
    if (await page.locator('[data-island]').count()) await waitForIslands(page)
    const eagerBelowFold = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top >= window.innerHeight && img.loading !== 'lazy')
        .map((img) => img.getAttribute('src')),
    )
    if (eagerBelowFold.length) found.loading.push(`${route}: images below the fold without loading=lazy: ${eagerBelowFold.join(', ')}`)

    // What the checks find on the page as it stands, and if anything, on the page once its animations have
    // ended (a carousel's slide or a late hydration caught half-way on a loaded machine): that is what is kept.
    let layout = await layoutProblems(page, route, width)
    if (layout.length) layout = (await settle(page), await layoutProblems(page, route, width))
    found.layout.push(...layout)

    // axe on the settled page (no entrance animation half-way).
    if (width.axe) {
      let axe = await axeInBothThemes(page, route)
      if (axe.length) axe = (await settle(page), await axeInBothThemes(page, route))
      found.axe.push(...axe)
    }

    // Brings lazily loaded parts (the map frame, images) into view.
    await page.evaluate(scrollToBottomAndLoad)
    // The 404 page's own status shows as a console error; that one is expected.
    const problems = problemsOf(page).filter((p) => !(route === NOT_FOUND && /status of 404/.test(p)))
    const all = [...problems, ...security.violations, ...security.thirdParty.map((u) => `third-party request ${u}`)]
    if (all.length) found.loading.push(`${route}: ${all.join(' | ')}`)
  }
  await page.context().close()
  return found
}

// One width after another (see walk).
describe('every route', () => {
  for (const width of widths) {
    const checks = [
      'loads cleanly, within the CSP, with no third-party request but the map frame',
      'fits the screen without a lone card on a grid row',
      ...(width.tapTargets ? ['has 44 px tap targets'] : []),
      ...(width.axe ? ['passes axe in the light and the dark theme'] : []),
    ]
    it(`at ${width.label} ${checks.join(', ')}`, async () => {
      expect(await walk(width)).toEqual({ loading: [], layout: [], axe: [] })
    }, 600_000)
  }
})
