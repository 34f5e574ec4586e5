import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { loadContent } from '#/lib/content/loader'
import { translatedLangs } from '#/lib/editions'
import { DESKTOP, MOBILE, problemsOf, useSite, waitForIslands } from '../support/browser'
import { DIST } from '../support/html'

const site = useSite()
// How many slides, stories and cards there are comes from content/ (lib/content/content-spec.spec.ts holds
// the spec's counts for the data files); the home carousel shows the first 3 showcase case studies.
const content = loadContent()
const home = content.data['pages/home.yaml']
const resources = content.data['pages/resources.yaml']
const stories = Math.min(3, content['case-studies'].filter((s) => s.showcase).length)
const testimonials = content.data['data/testimonials.yaml'].length

async function openHome(options: Parameters<typeof site.newPage>[0]) {
  const page = await site.newPage(options)
  await page.clock.install()
  await page.goto(site.url('/'))
  await waitForIslands(page)
  return page
}

/** Fake time for the carousel's timers, then a little real time for React to commit what they set off. */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await page.waitForTimeout(80)
}

const carousel = (page: Page, name: string) => page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`)
const current = (c: Locator) => c.locator('.slick-current').first().getAttribute('data-index')

describe('carousels', () => {
  it('hero: every slide of home.yaml, autoplays every 5 s and loops', async () => {
    expect(home.slides).toHaveLength(3) // the loop below walks three slides
    const page = await openHome(DESKTOP)
    const hero = carousel(page, 'Kilele Technologies')
    await expect(hero.locator('.slick-slide:not(.slick-cloned)').count()).resolves.toBe(home.slides.length)
    expect(await current(hero)).toBe('0')
    await advance(page, 4_000)
    expect(await current(hero)).toBe('0')
    await advance(page, 1_600)
    expect(await current(hero)).toBe('1')
    await advance(page, 10_200)
    expect(await current(hero)).toBe('0')
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })

  it('success stories and testimonials autoplay every 4 s; every slide follows the WAI-ARIA slide pattern, in the server HTML too', async () => {
    const slideNames = (count: number) => Array.from({ length: count }, (_, i) => home.carousel.slideOf.replace('{number}', String(i + 1)).replace('{count}', String(count)))
    const expected = [
      ['Kilele Technologies', slideNames(home.slides.length)],
      ['Success Stories', slideNames(stories)],
      ['What Our Clients Say', slideNames(testimonials)],
    ] as const
    // Prerendered, before any script: a region that says it is a carousel, slides that say they are slides.
    const html = parse(await (await fetch(site.url('/'))).text())
    for (const [name, names] of expected) {
      const region = html.querySelector(`[aria-roledescription="carousel"][aria-label="${name}"]`)!
      const slides = region.querySelectorAll('.slick-slide:not(.slick-cloned) [aria-roledescription="slide"]')
      expect(slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-label')]), name).toEqual(names.map((n) => ['group', n]))
    }
    const page = await openHome(DESKTOP)
    for (const [name, names] of expected) {
      const slides = carousel(page, name).locator('.slick-slide:not(.slick-cloned) [aria-roledescription="slide"]')
      expect(await slides.evaluateAll((els) => els.map((el) => [el.getAttribute('role'), el.getAttribute('aria-label')])), name).toEqual(names.map((n) => ['group', n]))
    }
    for (const [name, count] of [['Success Stories', stories], ['What Our Clients Say', testimonials]] as const) {
      const c = carousel(page, name)
      await expect(c.locator('.slick-slide:not(.slick-cloned)').count()).resolves.toBe(count)
      const before = await current(c)
      await advance(page, 4_600)
      expect(await current(c)).not.toBe(before)
    }
    await page.context().close()
  })

  it('pauses and plays from its control; autoplay goes on after other interaction', async () => {
    const page = await openHome(DESKTOP)
    const hero = carousel(page, 'Kilele Technologies')
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click()
    await advance(page, 11_000)
    expect(await current(hero)).toBe('0')
    await hero.getByRole('button', { name: 'Play automatic slide show' }).click()
    await advance(page, 5_600)
    expect(await current(hero)).toBe('1')
    await page.context().close()
  })

  it('moves with the left and right arrow keys', async () => {
    const page = await openHome(DESKTOP)
    const hero = carousel(page, 'Kilele Technologies')
    await hero.locator('.slick-list').focus()
    await page.keyboard.press('ArrowRight')
    await advance(page, 1_000)
    expect(await current(hero)).toBe('1')
    await page.keyboard.press('ArrowLeft')
    await advance(page, 1_000)
    await page.keyboard.press('ArrowLeft')
    await advance(page, 1_000)
    expect(await current(hero)).toBe('2')
    await page.context().close()
  })

  it('keeps links of hidden and cloned slides out of the tab order', async () => {
    const page = await openHome(DESKTOP)
    const leaks = () => page.evaluate(() =>
      [...document.querySelectorAll('.slick-slide')].filter((slide) =>
        (slide.getAttribute('aria-hidden') === 'true') !== (slide as HTMLElement).inert && slide.querySelector('a, button')).length,
    )
    expect(await leaks()).toBe(0)
    // and still after the slides have moved on (slick re-renders them itself)
    await advance(page, 5_600)
    expect(await leaks()).toBe(0)
    const visibleLinks = await page.evaluate(() => [...document.querySelectorAll('.slick-slide:not([aria-hidden="true"]) a')].length)
    expect(visibleLinks).toBeGreaterThan(0)
    await page.context().close()
  })

  it('testimonials have previous/next arrows from 768 px, none at 390 px', async () => {
    const wide = await openHome(DESKTOP)
    const next = carousel(wide, 'What Our Clients Say').getByRole('button', { name: 'Next slide' })
    await expect(next.isVisible()).resolves.toBe(true)
    const before = await current(carousel(wide, 'What Our Clients Say'))
    await next.click()
    await advance(wide, 1_000)
    expect(await current(carousel(wide, 'What Our Clients Say'))).not.toBe(before)
    await wide.context().close()
    const narrow = await openHome(MOBILE)
    await expect(carousel(narrow, 'What Our Clients Say').getByRole('button', { name: 'Next slide' }).isVisible()).resolves.toBe(false)
    await narrow.context().close()
  })

  it.each([
    ['1280 px', 3, 1280],
    ['900 px', 2, 900],
  ])('at %s shows %i slides per view before the carousel hydrates, where they stay after', async (_label, perView, width) => {
    const page = await site.newPage({ viewport: { width, height: 800 } })
    await page.clock.install()
    await page.goto(site.url('/'))
    const slides = (name: string) =>
      page.evaluate((name) => {
        const island = document.querySelector(`[data-island="${name}"]`)!
        const list = island.querySelector('.slick-list')!.getBoundingClientRect()
        return [...island.querySelectorAll('.slick-slide:not(.slick-cloned)')]
          .map((slide) => slide.getBoundingClientRect())
          .filter((box) => box.left >= list.left - 1 && box.right <= list.right + 1)
          .map((box) => ({ left: Math.round(box.left - list.left), width: Math.round(box.width), listWidth: Math.round(list.width) }))
      }, name)
    // Below the fold, so not hydrated yet (islands hydrate a screen ahead).
    await expect(page.locator('[data-island="StoriesCarousel"] [data-mounted]').count()).resolves.toBe(0)
    const before = await slides('StoriesCarousel')
    expect(before).toHaveLength(perView)
    for (const slide of before) expect(Math.abs(slide.width * perView - slide.listWidth)).toBeLessThanOrEqual(perView)
    await waitForIslands(page)
    await expect(page.locator('[data-island="StoriesCarousel"] [data-mounted]').count()).resolves.toBe(1)
    const after = await slides('StoriesCarousel')
    expect(after).toHaveLength(perView)
    after.forEach((slide, i) => expect(Math.abs(slide.left - before[i]!.left), `slide ${i} moved`).toBeLessThanOrEqual(1))
    await page.context().close()
  })

  it('does not autoplay under prefers-reduced-motion', async () => {
    const page = await openHome({ ...DESKTOP, reducedMotion: 'reduce' })
    const hero = carousel(page, 'Kilele Technologies')
    await advance(page, 12_000)
    expect(await current(hero)).toBe('0')
    await expect(hero.getByRole('button', { name: 'Play automatic slide show' }).isVisible()).resolves.toBe(true)
    await page.context().close()
  })
})

describe('home page scroll-down arrow', () => {
  it('scrolls one viewport down', async () => {
    const page = await site.newPage({ ...DESKTOP, reducedMotion: 'reduce' })
    await page.goto(site.url('/'))
    // Clicked where it stands (a real click would first scroll the button into view).
    await page.getByRole('button', { name: 'Scroll down' }).evaluate((button: HTMLElement) => button.click())
    await page.waitForFunction(() => Math.abs(window.scrollY - window.innerHeight) < 2)
    await page.context().close()
  })
})

describe('resources tabs', () => {
  it('follow the WAI-ARIA tabs pattern with click and arrow keys', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/resources'))
    await waitForIslands(page)
    const tabs = page.getByRole('tablist').getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(['Whitepapers', 'Webinars', 'Case Studies'])
    const selected = () => page.getByRole('tab', { selected: true }).textContent()
    await expect(selected()).resolves.toBe('Whitepapers')
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Download/ }).count()).resolves.toBe(content.whitepapers.length)
    await page.getByRole('tab', { name: 'Webinars' }).click()
    await expect(selected()).resolves.toBe('Webinars')
    const panel = page.getByRole('tabpanel')
    const webinars = (type: string) => content.webinars.filter((w) => w.type === type).length
    await expect(panel.getByRole('link', { name: /^Register/ }).count()).resolves.toBe(webinars('upcoming'))
    await expect(panel.getByRole('link', { name: /^Watch Recording/ }).count()).resolves.toBe(webinars('recorded'))
    await page.keyboard.press('ArrowRight')
    await expect(selected()).resolves.toBe('Case Studies')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Case Studies')
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Read Full Story/ }).count()).resolves.toBe(resources.caseStudies.length)
    await page.keyboard.press('ArrowRight')
    await expect(selected()).resolves.toBe('Whitepapers')
    await page.keyboard.press('End')
    await expect(selected()).resolves.toBe('Case Studies')
    await page.keyboard.press('Home')
    await expect(selected()).resolves.toBe('Whitepapers')
    const tabIndexes = await tabs.evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))
    expect(tabIndexes).toEqual([0, -1, -1])
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })
})

describe('redirects', () => {
  it('/solutions/<unknown> ends on /solutions, replacing the history entry', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/about'))
    await page.goto(site.url('/solutions/not-a-solution'))
    await page.waitForURL(site.url('/solutions'))
    await page.goBack()
    await page.waitForURL(site.url('/about'))
    // in another language whose solutions page is built, that language's solutions page
    for (const lang of translatedLangs.filter((code) => fs.existsSync(path.join(DIST, code, 'solutions', 'index.html')))) {
      await page.goto(site.url(`/${lang}/solutions/not-a-solution`))
      await page.waitForURL(site.url(`/${lang}/solutions`))
    }
    await page.context().close()
  })

  it('/case-studies/detail?title=<title> goes to that study, replacing the history entry', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/case-studies'))
    const { title, slug } = content['case-studies'].find((s) => !s.featured)!
    await page.goto(site.url(`/case-studies/detail?title=${encodeURIComponent(title)}`))
    await page.waitForURL(site.url(`/case-studies/${slug}`))
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title)
    await page.goBack()
    await page.waitForURL(site.url('/case-studies'))
    await page.context().close()
  })

  it('/case-studies/detail with an unknown title stays on the featured story', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/case-studies/detail?title=Nothing%20Like%20This'))
    await page.waitForTimeout(300)
    expect(page.url()).toContain('/case-studies/detail?title=')
    await expect(page.getByText('95%').first().isVisible()).resolves.toBe(true)
    await page.context().close()
  })
})

describe("today's date", () => {
  it.each(['/privacy', '/terms'])('%s shows today as last updated and the footer the current year', async (route) => {
    const page = await site.newPage(DESKTOP)
    await page.clock.setFixedTime(new Date('2031-03-05T10:00:00Z'))
    await page.goto(site.url(route))
    await expect(page.locator('p', { has: page.locator('time[data-today]') }).textContent()).resolves.toBe('Last updated: 5 March 2031')
    await expect(page.locator('footer').textContent()).resolves.toContain('© 2031')
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })
})
