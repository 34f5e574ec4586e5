import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import type { Lead } from '#/lib/forms'
import { launchChromium } from '#/scripts/lib/browser'
import { startStaticServer } from '#/scripts/static-server'
import { site as siteConfig } from '#/site.config'

/** The server's local inbox (scripts/static-server.ts), in a temporary file, with controls for tests. */
export type Inbox = {
  file: string
  /** Every lead stored so far. */
  leads: () => Lead[]
  clear: () => void
  /** Holds every answer until the returned function is called (to see nothing happens before it). */
  hold: () => () => void
  /** Answer every form POST with this status instead of storing it (undefined: back to normal). */
  failWith: (status: number | undefined) => void
}

export type Site = { url: (path: string) => string; browser: Browser; newPage: (options?: BrowserContextOptions) => Promise<Page>; inbox: Inbox }

/**
 * Serves dist/client like a static host (with its inbox for form POSTs) and opens chromium for the tests of
 * one file. Every page records console errors and uncaught exceptions in page.problems.
 */
export function useSite(options: { root?: string; base?: string; headers?: Record<string, string> } = {}): Site {
  let server: Awaited<ReturnType<typeof startStaticServer>>
  const site = {} as Site
  const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-inbox-'))
  let gate: Promise<void> = Promise.resolve()
  let failure: number | undefined
  const inbox: Inbox = {
    file: path.join(inboxDir, 'leads.jsonl'),
    leads: () => (fs.existsSync(inbox.file) ? fs.readFileSync(inbox.file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Lead) : []),
    clear: () => fs.rmSync(inbox.file, { force: true }),
    hold: () => {
      let release!: () => void
      gate = new Promise((resolve) => (release = resolve))
      return () => {
        release()
        gate = Promise.resolve()
      }
    },
    failWith: (status) => (failure = status),
  }
  site.inbox = inbox
  beforeAll(async () => {
    server = await startStaticServer({
      root: options.root ?? 'dist/client',
      base: options.base,
      headers: options.headers,
      inbox: {
        file: inbox.file,
        honeypot: siteConfig.forms.honeypot,
        log: () => {},
        answer: async () => {
          await gate
          return failure
        },
      },
    })
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
    fs.rmSync(inboxDir, { recursive: true, force: true })
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
  // The island script starts after the first paint; scrolling before its observers exist would pass the
  // islands by, and those more than a screen below the top would then never hydrate.
  await page.waitForFunction(() => document.documentElement.dataset.islands !== undefined, undefined, { timeout: 10_000 })
  const hydrated = () => document.documentElement.dataset.islands === 'hydrated'
  const count = await page.locator('[data-island]').count()
  // A slow frame can let a scroll pass before the observer sees it: scroll past every island again
  // (those already live ignore it) until all are live.
  for (let pass = 1; ; pass++) {
    for (let i = 0; i < count; i++) {
      await page.evaluate((index) => {
        const island = document.querySelectorAll('[data-island]')[index]
        ;(island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' })
      }, i)
      // Real time (page.clock may fake the page's timers): the observers fire on the next frames.
      await page.waitForTimeout(60 * pass)
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    try {
      await page.waitForFunction(hydrated, undefined, { timeout: pass < 3 ? 3_000 : 10_000 })
      return
    } catch (error) {
      if (pass >= 3) throw error
    }
  }
}

/**
 * Runs `work` over `items` in `lanes` concurrent lanes, each item once (lane numbers 0..lanes-1). A page
 * visit is mostly waiting (network, timers, hydration), so a few pages at once cut the time of tests that
 * walk every route without weakening them: each lane keeps its own page and its own watchers.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T, lane: number) => Promise<void>): Promise<void> {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, async (_, lane) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item, lane)
    }),
  )
}
