/**
 * Without a connection (the service worker, lib/offline/service-worker.js): a page opened before opens from the
 * browser's copy, any other shows the offline page of its language, with the ways to reach the company that work
 * offline, the pages kept, and a "Try again" that loads the page again; the page comes by itself once the connection
 * is back.
 */
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { fillTemplate } from '#/lib/fill-template'
import { IMAGES_CACHE, PAGES_CACHE } from '#/lib/offline/offline-cache'
import { securityHeaders } from '#/lib/security-headers'
import { site as siteConfig, telHref, mailHref, whatsappHref } from '#/site.config'
import { builtRoutes } from '#/scripts/lib/routes'
import { startStaticServer } from '#/scripts/static-server'
import { MOBILE, useSite } from '../support/browser'
import { readBuilt } from '../support/html'
import type { Page } from 'playwright-core'

// served with the site's security headers, as the static hosts send them: the worker's copies keep them
const site = useSite({ headers: securityHeaders })
const CSP = securityHeaders['Content-Security-Policy']
/** expect.poll gives up after 1 s by default: too soon on this machine with both test lanes running. */
const POLL = { timeout: 10_000 }
const content = loadContent()
const swahili = loadContent({ lang: 'sw' })

/**
 * Opens the site, waits until the service worker controls the page, then opens `route`, brings each of its lazy
 * images into view until it has loaded, as a visitor reading the page does, and waits until the worker has kept the
 * page and every image of the site it loaded. Without that, a short post's author portrait (lazy, about 3,400 px down
 * at 390 px) was never loaded by the visit that stayed at the page's top, yet loaded on the visit offline, where no
 * worker could have it: the page's only console error.
 */
async function openAndKeep(page: Page, route: string): Promise<void> {
  await page.goto(site.url('/'))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto(site.url(route))
  // (waitForFunction does not wait for a promise: an async check is polled from here)
  await expect.poll(() => page.evaluate(async ([cache, url]) => Boolean(await (await caches.open(cache!)).match(url!)), [PAGES_CACHE, page.url()]), POLL).toBe(true)
  // each lazy image brought into view until it has loaded, then back to the top
  for (const image of await page.locator('img[loading="lazy"]:visible').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''), POLL).toBe(true)
  }
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  const missing = () =>
    page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName)
      const images = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img' && new URL(entry.name).origin === location.origin)
      return (await Promise.all(images.map(async (entry) => ((await cache.match(entry.name)) ? [] : [entry.name])))).flat()
    }, IMAGES_CACHE)
  await expect.poll(missing, POLL).toEqual([])
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

    const keptPage = await page.goto(site.url(`/blog/${post.slug}`))
    await expect(page.locator('h1').textContent()).resolves.toBe(post.title)
    expect(keptPage?.headers()['content-security-policy']).toBe(CSP)

    const words = content.data['pages/offline.yaml']
    const offline = await page.goto(site.url('/about'))
    await expect(page.locator('h1').textContent()).resolves.toBe(words.heading)
    expect(offline?.headers()['content-security-policy']).toBe(CSP)
    await expect(page.getByText(words.text).isVisible()).resolves.toBe(true)
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

  it('loads the page asked for by itself, a pause later, when the phone is online but the site was out of reach', async () => {
    // a server of its own, stopped and started again on the same address (the worker is the address's)
    let server = await startStaticServer({ root: 'dist/client', headers: securityHeaders })
    const port = Number(new URL(server.url).port)
    const at = (route: string) => new URL(route.slice(1), server.url).toString()
    const page = await site.newPage(MOBILE)
    await page.goto(at('/'))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await server.close()
    // online, but nothing answers: the worker gives the offline page in the page's place
    const words = content.data['pages/offline.yaml']
    await page.goto(at('/careers'))
    await expect(page.locator('h1').textContent()).resolves.toBe(words.heading)
    await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(true)
    server = await startStaticServer({ root: 'dist/client', headers: securityHeaders, port })
    try {
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent !== heading, words.heading, { timeout: 20_000 })
      await expect(page.locator('h1').textContent()).resolves.toBe(content.data['pages/careers.yaml'].hero.title)
      expect(page.url()).toBe(at('/careers'))
    } finally {
      await page.context().close()
      await server.close()
    }
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
    await expect.poll(() => page.evaluate(async ([cache, urls]) => Promise.all(urls!.map(async (url) => Boolean(await (await caches.open(cache as string)).match(url)))), [IMAGES_CACHE, portraitFiles] as const), POLL).not.toContain(false)
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.clearBrowserCache')
    await devtools.detach()
    await page.context().setOffline(true)
    await page.goto(site.url('/team'))
    await expect(shown()).resolves.toEqual(online)
    await page.context().close()
  })

  it('gives back a form sent without a connection and without its script, ready for WhatsApp or e-mail, and "Try again" sends it', async () => {
    const page = await site.newPage(MOBILE)
    await openAndKeep(page, '/contact')
    const labels = content.data['pages/contact.yaml'].form.fields
    const service = content.services.find((s) => content.data['pages/contact.yaml'].form.services.includes(s.id))!
    await page.context().setOffline(true)
    await page.fill('#contact-name', 'Achieng Odhiambo')
    await page.fill('#contact-email', 'achieng@example.com')
    await page.selectOption('#contact-service', service.id)
    await page.fill('#contact-message', 'We need CCTV for two shops in Kisumu.\nCan you visit on Monday? $& <b>not bold</b>')
    // the browser's own submission, as without JavaScript (or before the form's script has loaded)
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[name="contact"]')!.submit())
    expect((await answered).headers()['content-security-policy']).toBe(CSP)
    // (the section is only on the offline page: waiting for it waits for the page, not for the form's)
    const unsent = page.locator('[data-offline-unsent]')
    await unsent.waitFor()
    const words = content.data['pages/offline.yaml']
    await expect(page.locator('h1').textContent()).resolves.toBe(words.heading)
    const text = [
      `${labels.name}: Achieng Odhiambo`,
      `${labels.email}: achieng@example.com`,
      `${labels.service}: ${service.title}`,
      `${labels.message}: We need CCTV for two shops in Kisumu.\nCan you visit on Monday? $& <b>not bold</b>`,
    ].join('\n')
    await expect(unsent.locator('blockquote').textContent()).resolves.toBe(text)
    await expect(unsent.locator('b').count()).resolves.toBe(0)
    // the page's own "could not load" text gives way to the form's
    await expect(page.getByText(words.text).isVisible()).resolves.toBe(false)
    const leads = content.data['strings/interface.yaml'].leads
    await expect(unsent.getByRole('link', { name: leads.delivery.whatsapp }).getAttribute('href')).resolves.toBe(`${whatsappHref}?text=${encodeURIComponent(text)}`)
    await expect(unsent.getByRole('link', { name: leads.delivery.email }).getAttribute('href')).resolves.toBe(
      `${mailHref}?subject=${encodeURIComponent(leads.contact.mailSubject)}&body=${encodeURIComponent(text)}`,
    )
    // back online, "Try again" posts the form again (the browser asks first): the inbox has the message
    site.inbox.clear()
    await page.context().setOffline(false)
    page.once('dialog', (dialog) => void dialog.accept())
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: words.retry }).click()
    await reloaded
    await expect.poll(() => site.inbox.leads().map((lead) => lead.fields), POLL).toEqual([
      { name: 'Achieng Odhiambo', email: 'achieng@example.com', company: '', phone: '', service: service.id, message: 'We need CCTV for two shops in Kisumu.\nCan you visit on Monday? $& <b>not bold</b>' },
    ])
    await page.context().close()
  })

  it("gives back the newsletter's and a registration's request line, the webinar's title filled in, with their own e-mail subject", async () => {
    const leads = content.data['strings/interface.yaml'].leads
    const registration = content.data['pages/resources.yaml'].registration.fields
    // the first page with a registration form (an upcoming webinar or event), if the content has one
    const withRegistration = builtRoutes().find((route) => readBuilt(route).includes('name="webinar"'))
    const cases = [
      { route: '/', form: 'form[name="newsletter"]', fill: { 'input[name="email"]': 'wanjiku@example.com' }, subject: leads.newsletter.mailSubject, lines: (_: string) => [leads.newsletter.request, '', `${content.data['pages/home.yaml'].newsletter.label}: wanjiku@example.com`] },
      ...(withRegistration
        ? [{ route: withRegistration, form: 'form[name="webinar"]', fill: { 'input[name="name"]': 'Otieno Were', 'input[name="email"]': 'otieno@example.com' }, subject: leads.webinar.mailSubject, lines: (title: string) => [fillTemplate(leads.webinar.request, { webinar: title }), '', `${registration.name}: Otieno Were`, `${registration.email}: otieno@example.com`] }]
        : []),
    ]
    for (const { route, form, fill, subject, lines } of cases) {
      const page = await site.newPage(MOBILE)
      await openAndKeep(page, route)
      const webinar = (await page.locator(`${form} input[name="webinar"]`).count()) ? await page.locator(`${form} input[name="webinar"]`).inputValue() : ''
      await page.context().setOffline(true)
      for (const [field, value] of Object.entries(fill)) await page.locator(`${form} ${field}`).fill(value)
      await page.evaluate((selector) => document.querySelector<HTMLFormElement>(selector)!.submit(), form)
      const unsent = page.locator('[data-offline-unsent]')
      await unsent.waitFor()
      const text = lines(webinar).join('\n')
      await expect(unsent.locator('blockquote').textContent(), route).resolves.toBe(text)
      await expect(unsent.getByRole('link', { name: leads.delivery.email }).getAttribute('href')).resolves.toBe(`${mailHref}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`)
      await page.context().close()
    }
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
