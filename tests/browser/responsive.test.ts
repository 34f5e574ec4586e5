/** Every route at 360, 768 and 1280 px: no horizontal scroll; on a phone, controls are at least 44 px tall. */
import { describe, expect, it } from 'vitest'
import { builtRoutes } from '#/scripts/lib/routes'
import { useSite, waitForIslands } from '../support/browser'

const site = useSite()
const routes = builtRoutes()

describe.each([360, 768, 1280])('at %i px', (width) => {
  it('no route scrolls sideways' + (width === 360 ? ', and every control is a 44 px tap target' : ''), async () => {
    const page = await site.newPage({ viewport: { width, height: 800 }, ...(width === 360 ? { isMobile: true, hasTouch: true } : {}) })
    const failures: string[] = []
    for (const route of routes) {
      await page.goto(site.url(route), { waitUntil: 'load' })
      if (await page.locator('[data-island]').count()) await waitForIslands(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 0) failures.push(`${route}: ${overflow} px wider than the screen`)
      if (width !== 360) continue
      // Buttons, fields and links that stand on their own (inline links inside text are exempt, as in WCAG 2.5.8).
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a')]
          .filter((el) => {
            const box = el.getBoundingClientRect()
            if (box.width === 0 || box.height === 0 || el.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false
            if (el.tagName === 'A' && el.closest('p, li p, td, figcaption, blockquote, .prose p')) return false
            if (getComputedStyle(el).visibility === 'hidden') return false
            return box.height < 44
          })
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`),
      )
      if (small.length) failures.push(`${route}: ${[...new Set(small)].join('; ')}`)
    }
    expect(failures).toEqual([])
    await page.context().close()
  })
})
