import { afterAll, beforeAll } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from '#/scripts/lib/browser'
import { startStaticServer } from '#/scripts/static-server'

export type Site = { url: (path: string) => string; browser: Browser; newPage: (options?: BrowserContextOptions) => Promise<Page> }

/**
 * Serves dist/client like a static host and opens chromium for the tests of one file.
 * Every page records console errors and uncaught exceptions in page.problems.
 */
export function useSite(options: { root?: string; base?: string; headers?: Record<string, string> } = {}): Site {
  let server: Awaited<ReturnType<typeof startStaticServer>>
  const site = {} as Site
  beforeAll(async () => {
    server = await startStaticServer({ root: options.root ?? 'dist/client', base: options.base, headers: options.headers })
    site.browser = await launchChromium()
    site.url = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString()
    site.newPage = async (contextOptions = {}) => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()))
      page.on('pageerror', (error) => problems.push(error.message))
      Object.assign(page, { problems })
      return page
    }
  })
  afterAll(async () => {
    await site.browser?.close()
    await server?.close()
  })
  return site
}

export const problemsOf = (page: Page): string[] => (page as Page & { problems: string[] }).problems

export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions
export const DESKTOP = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions

/**
 * Islands below the fold hydrate only when scrolled near (components/islands/hydrate.client.ts): bring
 * each one into view, go back to the top, and wait until every island on the page is live.
 */
export async function waitForIslands(page: Page): Promise<void> {
  // Real time between scrolls (page.clock may fake the page's timers): the observers fire on the next frames.
  const count = await page.locator('[data-island]').count()
  for (let i = 0; i < count; i++) {
    await page.evaluate((index) => {
      const island = document.querySelectorAll('[data-island]')[index]
      ;(island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' })
    }, i)
    await page.waitForTimeout(60)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'hydrated', undefined, { timeout: 10_000 })
}
