/**
 * Markdown tables: on a phone each row is a block, every cell under its column's heading, and nothing scrolls
 * sideways; from a tablet up a table is a table, in a labelled frame that scrolls sideways when the table is wider.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadEditions } from '#/lib/content/loader'
import { editionRoute } from '#/lib/editions'
import { routes } from '#/lib/permalink'
import { DESKTOP, MOBILE, useSite } from '../support/browser'

const site = useSite()
const editions = loadEditions()
/** Every post with a Markdown table, in every language, from content/, with the label its edition gives a table's frame. */
const withTables = Object.values(editions).flatMap((content) =>
  content.blog
    .filter((post) => /^\|.*\|\s*$/m.test(post.body))
    .map((post) => ({ route: editionRoute(routes.blogPost(post.slug), content.lang), label: content.data['strings/interface.yaml'].posts.table })),
)

/** The roles Chromium's accessibility tree gives the page's nodes, with how many of each. */
async function accessibleRoles(page: Page): Promise<Map<string, number>> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; role?: { value?: string } }[] }
  const roles = new Map<string, number>()
  for (const node of nodes) if (!node.ignored && node.role?.value) roles.set(node.role.value, (roles.get(node.role.value) ?? 0) + 1)
  await session.detach()
  return roles
}

describe('tables at 390 px', () => {
  it('show each row as a block of its cells, each under its column\'s heading, with nothing out of sight or scrolling sideways', async () => {
    expect(withTables.length).toBeGreaterThan(0)
    const page = await site.newPage(MOBILE)
    for (const { route } of withTables) {
      await page.goto(site.url(route), { waitUntil: 'load' })
      const tables = await page.locator('[data-prose] table').evaluateAll((found) =>
        found.map((table) => {
          const frame = table.parentElement!
          const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.replace(/\s+/g, ' ').trim())
          const rows = [...table.querySelectorAll('tbody tr')]
          return {
            frameScrolls: frame.scrollWidth > frame.clientWidth,
            rowsAsBlocks: rows.every((row) => getComputedStyle(row).display === 'block'),
            // every cell whole on the screen, below the one before it
            cellsInView: rows.every((row) =>
              [...row.children].every((cell, i, cells) => {
                const box = cell.getBoundingClientRect()
                return box.left >= 0 && box.right <= window.innerWidth && (i === 0 || box.top >= cells[i - 1]!.getBoundingClientRect().bottom - 1)
              }),
            ),
            labels: rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).dataset.label)),
            headings,
            labelsShown: rows.every((row) => [...row.children].every((cell) => getComputedStyle(cell, '::before').display === 'block' && getComputedStyle(cell, '::before').content !== 'none')),
            // a column the writer aligned right or centred reads from the left once stacked, its label included
            leftAligned: rows.every((row) => [...row.children].every((cell) => getComputedStyle(cell).textAlign === 'left')),
            // every block alike, the last row's too: a line under each cell but its last
            cellsRuled: rows.every((row) => [...row.children].every((cell, i, cells) => (getComputedStyle(cell).borderBottomWidth !== '0px') === (i < cells.length - 1))),
            headerHidden: table.querySelector('thead')!.getBoundingClientRect().height <= 1,
          }
        }),
      )
      expect(tables.length, route).toBeGreaterThan(0)
      for (const table of tables) {
        expect(table, route).toMatchObject({ frameScrolls: false, rowsAsBlocks: true, cellsInView: true, labelsShown: true, leftAligned: true, cellsRuled: true, headerHidden: true })
        expect(table.headings.length, route).toBeGreaterThan(1)
        for (const labels of table.labels) expect(labels, route).toEqual(table.headings.slice(0, labels.length))
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), route).toBeLessThanOrEqual(0)
      // still a table to a screen reader: its headings and cells, although laid out as blocks
      const roles = await accessibleRoles(page)
      const cells = tables.reduce((sum, table) => sum + table.labels.flat().length, 0)
      expect(roles.get('table'), route).toBe(tables.length)
      expect(roles.get('columnheader'), route).toBe(tables.reduce((sum, table) => sum + table.headings.length, 0))
      expect(roles.get('cell'), route).toBe(cells)
    }
    await page.context().close()
  })
})

describe('tables at 1280 px', () => {
  it('are tables in a focusable, labelled frame, which the keyboard scrolls when the table is wider than it', async () => {
    const page = await site.newPage(DESKTOP)
    for (const { route, label } of withTables) {
      await page.goto(site.url(route), { waitUntil: 'load' })
      const frames = await page.locator('[data-table-frame]').evaluateAll((found) =>
        found.map((frame) => ({
          table: getComputedStyle(frame.querySelector('table')!).display,
          headerRow: getComputedStyle(frame.querySelector('thead')!).display,
          overflow: getComputedStyle(frame).overflowX,
          tabIndex: (frame as HTMLElement).tabIndex,
          role: frame.getAttribute('role'),
          label: frame.getAttribute('aria-label'),
        })),
      )
      expect(frames.length, route).toBeGreaterThan(0)
      for (const frame of frames) expect(frame, route).toEqual({ table: 'table', headerRow: 'table-header-group', overflow: 'auto', tabIndex: 0, role: 'region', label })
    }
    // a frame narrower than its table (a table of many columns): the table keeps its width and the keyboard scrolls it
    const frame = page.locator('[data-table-frame]').first()
    await frame.evaluate((element) => ((element as HTMLElement).style.width = '300px'))
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await frame.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await page.context().close()
  })
})
