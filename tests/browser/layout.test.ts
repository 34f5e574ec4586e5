import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { postSections, TOC_MIN_SECTIONS } from '#/lib/content/post-headings'
import { DESKTOP, MOBILE, problemsOf, useSite } from '../support/browser'

const site = useSite()
// Writers add services and solutions with one file each: the menus list whatever content/ holds.
const content = loadContent()

describe('navbar at 1280 px', () => {
  it('links to every top-level page and highlights the current one', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/blog'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'About', 'Case Studies', 'Blog', 'Careers']) await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    await expect(nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).resolves.toBe('page')
    await expect(nav.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).resolves.toBeNull()
    await expect(page.getByRole('link', { name: 'Contact us' }).isVisible()).resolves.toBe(true)
    await nav.getByRole('link', { name: 'About', exact: true }).click()
    await page.waitForURL(/\/about$/)
    await page.context().close()
  })

  it('opens the Services dropdown with All Services and every service; Escape closes it and returns focus', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/'))
    const toggle = page.locator('[data-navbar] summary', { hasText: 'Services' })
    await toggle.click()
    const menu = page.locator('[data-navbar] details[open] ul')
    const links = await menu.getByRole('link').allTextContents()
    expect(links).toEqual(['All Services', ...content.services.map((s) => s.title)])
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-navbar] details[open]').count()).resolves.toBe(0)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Services')
    await page.context().close()
  })

  it('opens Solutions from the keyboard, closes Services when Solutions opens, and follows a link', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/'))
    await page.locator('[data-navbar] summary', { hasText: 'Services' }).click()
    const solutions = page.locator('[data-navbar] summary', { hasText: 'Solutions' })
    await solutions.focus()
    await page.keyboard.press('Enter')
    const open = page.locator('[data-navbar] details[open]')
    await expect(open.count()).resolves.toBe(1)
    expect(await open.getByRole('link').allTextContents()).toEqual(['All Solutions', ...content.solutions.map((s) => s.title)])
    expect(content.solutions.map((s) => s.title)).toEqual(expect.arrayContaining(['Point of Sale', 'Smart Security & Surveillance']))
    await open.getByRole('link', { name: 'Point of Sale' }).click()
    await page.waitForURL(/\/solutions\/pos$/)
    await expect(solutions.getAttribute('aria-current')).resolves.toBe('page')
    await page.context().close()
  })
})

// Swahili's words are longer ("Wasiliana Nasi", "Suluhisho"): each width the bar changes at, in both languages
describe.each([1024, 1280, 1440, 1920])('navbar at %i px', (width) => {
  it.each(['/case-studies', '/sw/case-studies'])('fits brand, every item, the theme button and Contact us of %s on one line, apart, with no sideways scroll', async (route) => {
    const page = await site.newPage({ viewport: { width, height: 768 } })
    await page.goto(site.url(route))
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('[data-navbar] nav')!.parentElement!
      const right = (el: Element) => Math.max(...[el, ...el.querySelectorAll('*')].map((child) => child.getBoundingClientRect()).filter((box) => box.width > 1).map((box) => box.right))
      const left = (el: Element) => Math.min(...[el, ...el.querySelectorAll('*')].map((child) => child.getBoundingClientRect()).filter((box) => box.width > 1).map((box) => box.left))
      const parts = [...bar.children].filter((el) => (el as HTMLElement).offsetWidth > 0)
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        heights: [...document.querySelectorAll<HTMLElement>('[data-navbar] nav > ul > li > a, [data-navbar] summary, [data-navbar] [data-theme-toggle], [data-navbar] a[href$="/contact"]')].map((el) => el.offsetHeight),
        // nothing squeezed: the brand holds its name, no item runs over the next, the chevrons keep their size
        squeezed: [...document.querySelectorAll<HTMLElement>('[data-navbar] a, [data-navbar] summary')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
        chevrons: [...document.querySelectorAll('[data-navbar] summary svg')].map((svg) => Math.round(svg.getBoundingClientRect().width)),
        // from what one part of the bar draws (the brand's name, an item's highlight) to the next part's
        gaps: parts.slice(1).map((part, i) => Math.round(left(part) - right(parts[i]!))),
      }
    })
    expect(layout.overflow).toBe(0)
    expect(layout.squeezed).toEqual([])
    expect(layout.chevrons.every((size) => size === 16)).toBe(true)
    expect(Math.max(...layout.heights)).toBeLessThanOrEqual(48)
    expect(Math.min(...layout.gaps)).toBeGreaterThanOrEqual(8)
    await page.context().close()
  })
})

describe('mobile panel at 390 px', () => {
  it('opens from the menu button, keeps focus inside, closes on Escape and returns focus', async () => {
    const page = await site.newPage(MOBILE)
    await page.goto(site.url('/'))
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false)
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.waitFor({ state: 'visible' })
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(dialog.getByRole('link', { name: 'hello@kilele.example' }).isVisible()).resolves.toBe(true)
    await expect(dialog.getByRole('link', { name: '+254 700 000 000' }).isVisible()).resolves.toBe(true)
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu')
    await page.context().close()
  })

  it('expands the Services group, closes on a link tap and navigates', async () => {
    const page = await site.newPage(MOBILE)
    await page.goto(site.url('/'))
    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const cyber = dialog.getByRole('link', { name: 'Cybersecurity' })
    await expect(cyber.isVisible()).resolves.toBe(false)
    await dialog.locator('summary', { hasText: 'Services' }).tap()
    await cyber.tap()
    await page.waitForURL(/\/services\/cybersecurity$/)
    await expect(page.getByRole('dialog', { name: 'Menu' }).isVisible()).resolves.toBe(false)
    await page.context().close()
  })

  it('closes on a backdrop tap', async () => {
    const page = await site.newPage(MOBILE)
    await page.goto(site.url('/about'))
    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.waitFor({ state: 'visible' })
    await page.mouse.click(10, 400)
    await dialog.waitFor({ state: 'hidden' })
    expect(page.url()).toMatch(/\/about$/)
    await page.context().close()
  })
})

describe('scroll to top', () => {
  it('appears past 300 px and scrolls back to the top', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/services'))
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(button.isVisible()).resolves.toBe(false)
    await page.evaluate(() => window.scrollTo(0, 250))
    await page.waitForTimeout(100)
    await expect(button.isVisible()).resolves.toBe(false)
    await page.evaluate(() => window.scrollTo(0, 900))
    await button.waitFor({ state: 'visible' })
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await button.waitFor({ state: 'hidden' })
    await page.context().close()
  })
})

describe('404', () => {
  it('answers an unknown path with the 404 page, a link home and a console message naming the path', async () => {
    const page = await site.newPage(DESKTOP)
    const messages: string[] = []
    page.on('console', (m) => messages.push(m.text()))
    const response = await page.goto(site.url('/no-such-page'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Oops! Page not found')
    await expect(page.getByText('404', { exact: true }).isVisible()).resolves.toBe(true)
    await page.waitForTimeout(100)
    expect(messages.join('\n')).toContain('/no-such-page')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL(site.url('/'))
    // The browser itself reports the 404 response of the document; nothing else may fail.
    expect(problemsOf(page).filter((p) => !/status of 404/.test(p))).toEqual([])
    await page.context().close()
  })
  it("offers a search with the missing address's words, which lands on the search page with them", async () => {
    const post = content.blog[0]!
    const words = post.slug.split('-').join(' ')
    const search = content.data['pages/search.yaml']
    const page = await site.newPage(MOBILE)
    // a post's address under a section that does not exist, as an old or mistyped link has it
    const response = await page.goto(site.url(`/articles/${post.slug}`))
    expect(response?.status()).toBe(404)
    const field = page.getByRole('search').getByLabel(search.label)
    await expect.poll(() => field.inputValue()).toBe(words)
    await Promise.all([page.waitForURL(/\/search\?q=/), page.getByRole('search').getByRole('button', { name: search.submit }).click()])
    expect(new URL(page.url()).searchParams.get('q')).toBe(words)
    await expect.poll(() => page.getByLabel(search.label).inputValue()).toBe(words)
    await page.context().close()
  })
})

/** Where an icon's centre sits against the centre of its text's first line, for every contact line in view. */
function iconOffsets(): string[] {
  const lines = [...document.querySelectorAll('footer li, main li, [data-contact-bar] a')].filter((line) => line.querySelector(':scope > svg') && (line as HTMLElement).offsetHeight > 0)
  return lines.flatMap((line) => {
    const icon = line.querySelector(':scope > svg')!.getBoundingClientRect()
    const text = [...line.querySelectorAll('a, address, span:not(.visually-hidden)')].find((el) => !el.contains(line.querySelector('svg')) && el.getBoundingClientRect().height > 0)
    if (!text) return []
    const range = document.createRange()
    range.selectNodeContents(text)
    const first = [...range.getClientRects()].find((r) => r.height > 0)
    if (!first) return []
    // The phone's contact bar stacks icon over label by design (below 480 px).
    if (line.matches('[data-contact-bar] a') && icon.bottom <= first.top) return []
    const offset = first.top + first.height / 2 - (icon.top + icon.height / 2)
    return Math.abs(offset) > 2 ? [`"${line.textContent?.trim()}": icon ${offset.toFixed(1)} px off its text`] : []
  })
}

describe('the first screen of the home page', () => {
  it.each([
    ['1280x800', DESKTOP],
    ['390x844', MOBILE],
  ])('at %s shows the scroll-down arrow above the fold (and the contact bar); contact icons sit level with their text; the copyright reads "© year"', async (_size, options) => {
    const page = await site.newPage({ ...options, reducedMotion: 'reduce' })
    await page.goto(site.url('/'))
    const arrow = await page.locator('[data-scroll-down]').evaluate((el) => ({
      bottom: el.getBoundingClientRect().bottom,
      fold: window.innerHeight - (document.querySelector<HTMLElement>('[data-contact-bar]')?.offsetHeight ?? 0),
    }))
    expect(arrow.bottom).toBeLessThanOrEqual(arrow.fold)
    expect(await page.evaluate(iconOffsets)).toEqual([])
    expect(await page.locator('footer [data-current-year]').evaluate((el) => el.parentElement!.innerText)).toMatch(/^©\s\d{4}\s\S/)
    await page.context().close()
  })
})

describe("a post's table of contents", () => {
  // the post with the most sections, whichever it is: its titles run from one line to several
  const post = [...content.blog].sort((a, b) => postSections(b.body).length - postSections(a.body).length)[0]!

  it.each([
    ['390 px', MOBILE],
    ['1280 px', DESKTOP],
  ])('at %s: the items stand the same space apart, one line or several, each a 44 px tap target', async (_width, options) => {
    expect(postSections(post.body).length).toBeGreaterThanOrEqual(TOC_MIN_SECTIONS)
    const page = await site.newPage(options)
    await page.goto(site.url(`/blog/${post.slug}`))
    const items = await page.locator('[data-toc] li a').evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange()
        range.selectNodeContents(link)
        const lines = [...range.getClientRects()]
        return { top: lines[0]!.top, bottom: lines[lines.length - 1]!.bottom, height: link.getBoundingClientRect().height }
      }),
    )
    expect(items.length).toBe(postSections(post.body).length)
    const gaps = items.slice(1).map((item, index) => Math.round(item.top - items[index]!.bottom))
    expect(Math.max(...gaps) - Math.min(...gaps), `gaps between the items' text: ${gaps.join(', ')}`).toBeLessThanOrEqual(1)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8)
    for (const item of items) expect(item.height).toBeGreaterThanOrEqual(44)
    await page.context().close()
  })
})
