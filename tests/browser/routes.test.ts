/**
 * Every built route, at both widths, served with the site's security headers (lib/security-headers.ts, as
 * the static hosts send them): no console error, no uncaught exception, no hydration warning, no
 * Content-Security-Policy violation, no request to another host except the map frame, and no eager image
 * below the fold.
 */
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '#/lib/security-headers'
import { builtRoutes } from '#/scripts/lib/routes'
import { DESKTOP, MOBILE, inLanes, problemsOf, useSite, waitForIslands } from '../support/browser'
import { watchSecurity } from '../support/security'

const site = useSite({ headers: securityHeaders })
const routes = builtRoutes()

/** Pages at once per width: see inLanes. */
const LANES = 3

describe.each([
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
])('at %s', (_label, viewport) => {
  it('loads every route cleanly, within the CSP, with no third-party request but the map frame', async () => {
    const lanes = await Promise.all(
      Array.from({ length: LANES }, async () => {
        const page = await site.newPage(viewport)
        return { page, security: await watchSecurity(page, new URL(site.url('/')).host) }
      }),
    )
    const failures: string[] = []
    await inLanes([...routes, '/no-such-page'], LANES, async (route, lane) => {
      const { page, security } = lanes[lane]!
      problemsOf(page).length = 0
      security.violations.length = 0
      security.thirdParty.length = 0
      const response = await page.goto(site.url(route), { waitUntil: 'load' })
      expect(response?.status(), route).toBe(route === '/no-such-page' ? 404 : 200)
      expect(response?.headers()['content-security-policy']).toBe(securityHeaders['Content-Security-Policy'])
      if (await page.locator('[data-island]').count()) {
        await waitForIslands(page)
        await page.waitForTimeout(300)
      }
      const eagerBelowFold = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top >= window.innerHeight && img.loading !== 'lazy')
          .map((img) => img.getAttribute('src')),
      )
      if (eagerBelowFold.length) failures.push(`${route}: images below the fold without loading=lazy: ${eagerBelowFold.join(', ')}`)
      // Brings lazily loaded parts (the map frame, images) into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      // The 404 page's own status shows as a console error; that one is expected.
      const problems = problemsOf(page).filter((p) => !(route === '/no-such-page' && /status of 404/.test(p)))
      const found = [...problems, ...security.violations, ...security.thirdParty.map((u) => `third-party request ${u}`)]
      if (found.length) failures.push(`${route}: ${found.join(' | ')}`)
    })
    expect(failures).toEqual([])
    await Promise.all(lanes.map(({ page }) => page.context().close()))
  }, 240_000)
})
