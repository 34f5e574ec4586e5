/**
 * Every route at 360, 768 and 1280 px: no horizontal scroll; no card grid leaves one card alone on its last
 * row; on a phone, controls are at least 44 px tall.
 * The phone's contact bar at 360 and 390 px, and its absence from 1024 px.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { builtRoutes } from '#/scripts/lib/routes'
import { useSite, waitForIslands } from '../support/browser'

const site = useSite()
const routes = builtRoutes()

/**
 * A card grid ([data-card-grid]: components/ui/Grid.tsx, process steps, stat tiles) with more than one
 * column and more than one card must not end on a row holding a single card. Rows are the cards' offsetTop
 * (not moved by the fade-in transform); a Stagger wrapper (display: contents) is looked through.
 */
function loneCards(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-card-grid]')].flatMap((grid) => {
    const cards = [...grid.children].flatMap((child) => (getComputedStyle(child).display === 'contents' ? [...child.children] : [child])) as HTMLElement[]
    const visible = cards.filter((card) => card.offsetHeight > 0)
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length
    if (visible.length < 2 || columns < 2) return []
    const rows = new Map<number, number>()
    for (const card of visible) rows.set(card.offsetTop, (rows.get(card.offsetTop) ?? 0) + 1)
    const lastRow = rows.get(Math.max(...rows.keys()))
    const name = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className
    return lastRow === 1 ? [`"${name}": ${visible.length} cards in ${columns} columns leave one alone on the last row`] : []
  })
}

// The three widths walk at once: a page mostly waits on loads and layout, so they overlap well.
describe.concurrent('every route', () => {
  it.each([360, 768, 1280])('at %i px: no route scrolls sideways or strands a card on a grid\'s last row (at 360 px: every control is a 44 px tap target)', async (width) => {
    const page = await site.newPage({ viewport: { width, height: 800 }, ...(width === 360 ? { isMobile: true, hasTouch: true } : {}) })
    const failures: string[] = []
    for (const route of routes) {
      await page.goto(site.url(route), { waitUntil: 'load' })
      if (await page.locator('[data-island]').count()) await waitForIslands(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 0) failures.push(`${route}: ${overflow} px wider than the screen`)
      for (const lone of await page.evaluate(loneCards)) failures.push(`${route}: ${lone}`)
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
    // every route, one after another, with the other two widths walking beside it
  }, 300_000)
})

/** The phone's contact bar: one tap to call, chat or write, and it never hides anything. */
describe('the contact bar', () => {
  const box = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)

  it.each([360, 390])('at %i px: Call, WhatsApp (prefilled with the page) and Contact, 44 px tap targets, covering nothing', async (width) => {
    const page = await site.newPage({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })
    await page.goto(site.url('/services/cybersecurity'))
    const bar = page.getByRole('navigation', { name: 'Contact Kilele Technologies' })
    await expect(bar.isVisible()).resolves.toBe(true)
    const links = await bar.getByRole('link').evaluateAll((as) =>
      as.map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute('href'), w: a.getBoundingClientRect().width, h: a.getBoundingClientRect().height })),
    )
    expect(links.map(({ text, href }) => [text, href])).toEqual([
      ['Call', 'tel:+254700000000'],
      ['WhatsApp', `https://wa.me/254700000000?text=${encodeURIComponent("Hello Kilele, I'm interested in Cybersecurity")}`],
      ['Contact', '/contact'],
    ])
    for (const link of links) expect(Math.min(link.w, link.h), link.text).toBeGreaterThanOrEqual(44)
    const barBox = await box(page, '[data-contact-bar]')
    expect(barBox.bottom).toBe(740)
    // It keeps clear of the safe area (a notched phone's home indicator).
    expect(await page.locator('style[data-styled]').first().textContent()).toContain('env(safe-area-inset-bottom')

    // Scrolled to the very end, the footer's last links and the scroll-to-top button sit above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await page.locator('[data-scroll-top]').waitFor({ state: 'visible' })
    const covered = await page.evaluate((top) => {
      const footerLinks = [...document.querySelectorAll('footer a')].slice(-4)
      return [...footerLinks, document.querySelector('[data-scroll-top]')!]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ el, r }) => r.bottom > top || !el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)))
        .map(({ el, r }) => `${el.textContent || el.getAttribute('aria-label')} ${Math.round(r.top)}-${Math.round(r.bottom)}`)
    }, barBox.top)
    expect(covered).toEqual([])

    // The mobile panel opens above it.
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('[data-mobile-panel] [role="dialog"]').waitFor({ state: 'visible' })
    await page.waitForTimeout(350) // the sheet slides in
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-mobile-panel]') !== null, { x: barBox.left + barBox.width - 20, y: barBox.top + barBox.height / 2 })
    expect(onTop).toBe(true)
    await page.context().close()
  })

  it.each([1024, 1280])('is absent at %i px, and leaves no space', async (width) => {
    const page = await site.newPage({ viewport: { width, height: 800 } })
    await page.goto(site.url('/contact'))
    await expect(page.locator('[data-contact-bar]').isVisible()).resolves.toBe(false)
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--contact-bar'))).resolves.toBe('0px')
    await expect(page.evaluate(() => getComputedStyle(document.querySelector('footer')!).paddingBottom)).resolves.toBe('24px')
    await page.context().close()
  })
})
