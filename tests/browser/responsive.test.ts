/**
 * The phone's contact bar at 360 and 390 px, and its absence from 1024 px. Every route's layout at 360, 768
 * and 1280 px (sideways scroll, lone cards, tap targets) is checked in the walk of routes.test.ts.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSite } from '../support/browser'

const site = useSite()

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
