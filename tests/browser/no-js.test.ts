/** With JavaScript disabled: every page's content is readable and every navigation link works. */
import { describe, expect, it } from 'vitest'
import { builtRoutes } from '#/scripts/lib/routes'
import { DESKTOP, MOBILE, useSite } from '../support/browser'

const site = useSite()
const routes = builtRoutes()

describe('without JavaScript', () => {
  it('every route shows its heading and every internal link resolves', async () => {
    const page = await site.newPage({ ...DESKTOP, javaScriptEnabled: false })
    const links = new Set<string>()
    for (const route of routes) {
      const response = await page.goto(site.url(route))
      expect(response?.status(), route).toBe(200)
      await expect(page.locator('h1').first().textContent(), route).resolves.toBeTruthy()
      for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) links.add(href.split('#')[0]!)
    }
    const broken: string[] = []
    for (const href of links) {
      const response = await page.request.get(site.url(href))
      if (response.status() !== 200) broken.push(`${href}: ${response.status()}`)
    }
    expect(broken).toEqual([])
    expect(links.size).toBeGreaterThan(30)
    await page.context().close()
  }, 120_000)

  it('shows every hero slide, story and testimonial (no clones) and every resources tab panel', async () => {
    const page = await site.newPage({ ...DESKTOP, javaScriptEnabled: false })
    await page.goto(site.url('/'))
    for (const title of ['Software built for the way Kenya does business', 'Protect your data, your customers and your reputation', 'Technology strategy your whole team can stand behind']) {
      await expect(page.locator('.slick-slide:not(.slick-cloned) h2', { hasText: title }).isVisible(), title).resolves.toBe(true)
    }
    await expect(page.locator('.slick-cloned').first().isVisible()).resolves.toBe(false)
    await page.goto(site.url('/resources'))
    await expect(page.getByRole('heading', { name: /Ransomware Readiness/ }).isVisible()).resolves.toBe(true)
    await expect(page.locator('#panel-webinars').isVisible()).resolves.toBe(true)
    await expect(page.locator('#panel-case-studies').isVisible()).resolves.toBe(true)
    await page.context().close()
  })

  it('shows the office map frame, once', async () => {
    const page = await site.newPage({ ...MOBILE, javaScriptEnabled: false })
    await page.goto(site.url('/contact'))
    const frames = page.locator('iframe')
    await frames.last().scrollIntoViewIfNeeded()
    await expect(frames.evaluateAll((all) => all.filter((f) => f.getBoundingClientRect().height > 0).map((f) => f.getAttribute('src')))).resolves.toEqual([
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed/),
    ])
    await page.context().close()
  })

  it('opens the mobile menu as a plain panel of links', async () => {
    const page = await site.newPage({ ...MOBILE, javaScriptEnabled: false })
    await page.goto(site.url('/about'))
    await page.getByRole('link', { name: 'Menu', exact: true }).click()
    const panel = page.locator('#mobile-menu [role="dialog"]')
    await panel.waitFor({ state: 'visible' })
    await panel.locator('summary', { hasText: 'Services' }).click()
    await panel.getByRole('link', { name: 'Web Design' }).click()
    await page.waitForURL(/\/services\/web-design$/)
    await page.context().close()
  })
})
