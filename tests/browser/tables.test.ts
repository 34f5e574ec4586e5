/** Markdown tables on a phone: inside their own scroll frame, which scrolls sideways; the page itself never does. */
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { MOBILE, useSite } from '../support/browser'

const site = useSite()
const content = loadContent()
const label = content.data['strings/interface.yaml'].posts.table
/** Every post with a Markdown table, from content/. */
const withTables = content.blog.filter((p) => /^\|.*\|\s*$/m.test(p.body))

describe('tables at 390 px', () => {
  it('scroll inside a focusable, labelled frame and do not widen the page', async () => {
    expect(withTables.length).toBeGreaterThan(0)
    const page = await site.newPage(MOBILE)
    for (const post of withTables) {
      await page.goto(site.url(routes.blogPost(post.slug)), { waitUntil: 'load' })
      const frames = await page.locator('[data-prose] table').evaluateAll((tables) =>
        tables.map((table) => {
          const frame = table.parentElement!
          return {
            overflow: getComputedStyle(frame).overflowX,
            scrolls: frame.scrollWidth > frame.clientWidth,
            fits: frame.getBoundingClientRect().right <= window.innerWidth,
            tabIndex: frame.tabIndex,
            role: frame.getAttribute('role'),
            label: frame.getAttribute('aria-label'),
          }
        }),
      )
      expect(frames.length, post.slug).toBeGreaterThan(0)
      for (const frame of frames) expect(frame, post.slug).toEqual({ overflow: 'auto', scrolls: true, fits: true, tabIndex: 0, role: 'region', label })
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), post.slug).toBeLessThanOrEqual(0)
      // the keyboard reaches the frame and scrolls it
      const frame = page.locator('[data-table-frame]').first()
      await frame.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    }
    await page.context().close()
  })
})
