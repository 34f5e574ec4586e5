/** Every built route, at both widths: no console error, no uncaught exception, no hydration warning, no eager image below the fold. */
import { describe, expect, it } from 'vitest'
import { builtRoutes } from '#/scripts/lib/routes'
import { DESKTOP, MOBILE, problemsOf, useSite, waitForIslands } from '../support/browser'

const site = useSite()
const routes = builtRoutes()

describe.each([
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
])('at %s', (_label, viewport) => {
  it('loads every route cleanly', async () => {
    const page = await site.newPage(viewport)
    const failures: string[] = []
    for (const route of routes) {
      problemsOf(page).length = 0
      const response = await page.goto(site.url(route), { waitUntil: 'load' })
      expect(response?.status(), route).toBe(200)
      if (await page.locator('[data-island]').count()) {
        await waitForIslands(page)
        await page.waitForTimeout(300)
      }
      if (problemsOf(page).length) failures.push(`${route}: ${problemsOf(page).join(' | ')}`)
      const eagerBelowFold = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top >= window.innerHeight && img.loading !== 'lazy')
          .map((img) => img.getAttribute('src')),
      )
      if (eagerBelowFold.length) failures.push(`${route}: images below the fold without loading=lazy: ${eagerBelowFold.join(', ')}`)
    }
    expect(failures).toEqual([])
    await page.context().close()
  }, 180_000)
})
