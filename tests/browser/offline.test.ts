/**
 * Without a connection (the service worker, lib/offline/service-worker.js): a page opened before opens from the
 * browser's copy, any other shows the offline page of its language, with the ways to reach the company that work
 * offline, the pages kept, and a "Try again" that loads the page again; the page comes by itself once the connection
 * is back.
 */
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { IMAGES_CACHE, PAGES_CACHE } from '#/lib/offline/offline-cache'
import { site as siteConfig, telHref, mailHref } from '#/site.config'
import { MOBILE, useSite } from '../support/browser'
import type { Page } from 'playwright-core'

const site = useSite()
const content = loadContent()
const swahili = loadContent({ lang: 'sw' })

/** Opens the site, waits until the service worker controls the page, then opens `route` so that it is kept. */
async function openAndKeep(page: Page, route: string): Promise<void> {
  await page.goto(site.url('/'))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto(site.url(route))
  // (waitForFunction does not wait for a promise: an async check is polled from here)
  await expect.poll(() => page.evaluate(async ([cache, url]) => Boolean(await (await caches.open(cache!)).match(url!)), [PAGES_CACHE, page.url()])).toBe(true)
}

describe('without a connection', () => {
  it('opens a page opened before, and shows the offline page for another, listing the kept pages', async () => {
    const page = await site.newPage(MOBILE)
    const post = content.blog[0]!
    await openAndKeep(page, `/blog/${post.slug}`)
    // a phone's browser cache holds little for long: without it, what the offline page needs comes from the worker alone
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.clearBrowserCache')
    await devtools.detach()
    await page.context().setOffline(true)

    await page.goto(site.url(`/blog/${post.slug}`))
    await expect(page.locator('h1').textContent()).resolves.toBe(post.title)

    const words = content.data['pages/offline.yaml']
    await page.goto(site.url('/about'))
    await expect(page.locator('h1').textContent()).resolves.toBe(words.heading)
    expect(page.url()).toBe(site.url('/about'))
    await expect(page.getByRole('link', { name: `Call us on ${siteConfig.phone}` }).getAttribute('href')).resolves.toBe(telHref)
    await expect(page.getByRole('link', { name: `E-mail ${siteConfig.email}` }).getAttribute('href')).resolves.toBe(mailHref)
    const kept = page.locator('[data-offline-saved]')
    await kept.waitFor()
    await expect(kept.getByRole('heading').textContent()).resolves.toBe(words.saved)
    await expect(kept.getByRole('link').allTextContents()).resolves.toContain(post.title)
    // the layout's script runs there too (the worker keeps it with the offline pages): its theme button works
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!.click())
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toMatch(/^(light|dark)$/)
    // the logo shows without a connection too: the worker keeps what the offline pages show
    await expect(page.locator('header img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)

    // "Try again" loads the page asked for again (still offline: the offline page again)
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: words.retry }).click()
    await reloaded
    await expect(page.locator('h1').textContent()).resolves.toBe(words.heading)
    // and once the connection is back, the page asked for comes by itself
    await page.locator('[data-offline-saved]:not([hidden])').waitFor()
    await page.context().setOffline(false)
    await page.waitForFunction((heading) => document.querySelector('h1')?.textContent !== heading, words.heading)
    await expect(page.locator('h1').textContent()).resolves.toBe(content.data['pages/about.yaml'].hero.title)
    expect((page as Page & { problems: string[] }).problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([])
    await page.context().close()
  })

  it("shows a kept page's pictures without a connection: the worker keeps the images pages showed", async () => {
    const page = await site.newPage(MOBILE)
    await openAndKeep(page, '/team')
    const portraits = content.team.map((member) => member.name)
    /** Loads every image of the page (lazy ones too); the alt texts of those that show a picture. */
    const shown = () =>
      page.evaluate(async () => {
        const images = [...document.images]
        for (const img of images) img.loading = 'eager'
        await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
        return images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.alt)
      })
    const online = await shown()
    expect(online.filter((alt) => portraits.some((name) => alt.includes(name)))).toHaveLength(portraits.length)
    // the portraits are kept as they load, after the page
    const portraitFiles = await page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('main img')].map((img) => img.currentSrc))
    await expect.poll(() => page.evaluate(async ([cache, urls]) => Promise.all(urls!.map(async (url) => Boolean(await (await caches.open(cache as string)).match(url)))), [IMAGES_CACHE, portraitFiles] as const)).not.toContain(false)
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.clearBrowserCache')
    await devtools.detach()
    await page.context().setOffline(true)
    await page.goto(site.url('/team'))
    await expect(shown()).resolves.toEqual(online)
    await page.context().close()
  })

  it('shows a Swahili address the Swahili offline page', async () => {
    const page = await site.newPage(MOBILE)
    await openAndKeep(page, '/sw')
    await page.context().setOffline(true)
    await page.goto(site.url('/sw/about'))
    await expect(page.locator('h1').textContent()).resolves.toBe(swahili.data['pages/offline.yaml'].heading)
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('sw')
    await page.context().close()
  })
})
