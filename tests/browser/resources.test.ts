/**
 * No dead button on /resources: every control of every tab leads to a page or a file the served site
 * answers with 200, or to a form that delivers into the local inbox (with and without JavaScript).
 * What to expect is derived from content/ (whitepapers, webinars, the case-study cards), never pinned.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { loadContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { securityHeaders } from '#/lib/security-headers'
import { DESKTOP, MOBILE, problemsOf, useSite, waitForIslands } from '../support/browser'
import { decode, readBuilt } from '../support/html'

const site = useSite({ headers: securityHeaders })
const content = loadContent()
const page$ = content.data['pages/resources.yaml']
const upcoming = content.webinars.filter((w) => w.type === 'upcoming')
const recorded = content.webinars.filter((w) => w.type === 'recorded')

type Control = { tag: string; name: string; href: string | null; download: string | null; type: string | null }

const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])')

/** Every link and button inside the visible tab panel. */
async function controlsOf(page: Page): Promise<Control[]> {
  return panel(page).locator('a, button, input, select, textarea').evaluateAll((els) =>
    els.map((el) => ({
      tag: el.tagName.toLowerCase(),
      name: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: el.getAttribute('href'),
      download: el.getAttribute('download'),
      type: el.getAttribute('type'),
    })),
  )
}

describe('/resources: every control leads to a page, a file or a form', () => {
  it('each tab: every link answers 200 with the right kind of content; a Register link opens a registration form', async () => {
    const page = await site.newPage({ ...DESKTOP, acceptDownloads: true })
    await page.goto(site.url('/resources'))
    await waitForIslands(page)
    const seen: Control[] = []
    for (const tab of [page$.tabs.whitepapers, page$.tabs.webinars, page$.tabs.caseStudies]) {
      await page.getByRole('tab', { name: tab }).click()
      const controls = await controlsOf(page)
      expect(controls.length, `controls in ${tab}`).toBeGreaterThan(0)
      for (const control of controls) {
        // no inert control: only links here (the tabs themselves switch panels, tests/browser/widgets.test.ts)
        expect(control.tag, `${control.name} in ${tab}`).toBe('a')
        const response = await page.request.get(new URL(control.href!, page.url()).toString())
        expect(response.status(), `${control.name} -> ${control.href}`).toBe(200)
        const type = response.headers()['content-type'] ?? ''
        if (control.href!.endsWith('.pdf')) expect(type).toBe('application/pdf')
        else if (control.href!.endsWith('.ics')) expect(type).toMatch(/^text\/calendar/)
        else expect(type).toMatch(/^text\/html/)
        if (control.download !== null) expect(control.href!.endsWith(control.download), `${control.name}: download name`).toBe(true)
        const hash = new URL(control.href!, page.url()).hash
        if (hash) expect((await response.text()).includes(`id="${hash.slice(1)}"`), `${control.href}: the #anchor exists`).toBe(true)
        seen.push(control)
      }
    }
    const named = (label: string) => seen.filter((c) => c.name.startsWith(label)).length
    expect(named(page$.labels.download)).toBe(content.whitepapers.length)
    expect(named(page$.labels.readOnline)).toBe(content.whitepapers.length)
    expect(named(page$.labels.register)).toBe(upcoming.length)
    expect(named(page$.labels.addToCalendar)).toBe(upcoming.length)
    expect(named(page$.labels.watch)).toBe(recorded.length)
    expect(named(page$.labels.readStory)).toBe(page$.caseStudies.length)

    // And a real click on each kind: the PDF downloads, Read Online, Register and Watch Recording open their page.
    await page.getByRole('tab', { name: page$.tabs.whitepapers }).click()
    const paper = content.whitepapers[0]!
    const [download] = await Promise.all([page.waitForEvent('download'), panel(page).locator(`a[href="${routes.whitepaperPdf(paper.slug)}"][download]`).click()])
    expect(download.suggestedFilename()).toBe(`${paper.slug}.pdf`)
    await panel(page).getByRole('link', { name: page$.labels.readOnline }).and(page.locator(`[href="${routes.whitepaper(paper.slug)}"]`)).click()
    await expect(page.locator('h1').textContent()).resolves.toBe(paper.title)
    for (const [webinar, label] of [[upcoming[0], page$.labels.register], [recorded[0], page$.labels.watch]] as const) {
      if (!webinar) continue
      await page.goto(site.url('/resources'))
      await waitForIslands(page)
      await page.getByRole('tab', { name: page$.tabs.webinars }).click()
      const href = webinar.type === 'upcoming' ? `${routes.webinar(webinar.slug)}#register` : routes.webinar(webinar.slug)
      await panel(page).getByRole('link', { name: label }).and(page.locator(`[href="${href}"]`)).click()
      await expect(page.locator('h1').textContent()).resolves.toBe(webinar.title)
      if (webinar.type === 'upcoming') await expect(page.locator('#register form[data-webinar-form]').isVisible()).resolves.toBe(true)
    }
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })
})

describe('webinar registration', () => {
  const webinar = upcoming[0]!
  const typed = { name: 'Achieng Odhiambo', email: 'achieng@example.co.ke', organisation: 'Lakeside Clinics' }
  const fields = page$.registration.fields

  it('is a Netlify form named "webinar" posting to the thank-you page, the webinar prefilled as a hidden field', () => {
    const html = readBuilt(routes.webinar(webinar.slug))
    const form = /<form[^>]*data-webinar-form[^>]*>|<form[^>]*name="webinar"[^>]*>/.exec(html)![0]
    expect(form).toContain('name="webinar"')
    expect(form).toContain('data-netlify="true"')
    expect(form).toContain(`action="${routes.webinarThanks()}"`)
    expect(html).toContain('<input type="hidden" name="form-name" value="webinar"/>')
    const field = /<input type="hidden" name="webinar" value="([^"]*)"\/>/.exec(html)
    expect(decode(field![1]!)).toBe(webinar.title)
  })

  it('with JavaScript: the registration reaches the inbox with the webinar, then the success toast', async () => {
    site.inbox.clear()
    const page = await site.newPage(MOBILE)
    await page.goto(site.url(`${routes.webinar(webinar.slug)}#register`))
    await waitForIslands(page)
    const form = page.locator('form[data-webinar-form]')
    await expect(form.locator('#webinar-title').innerText()).resolves.toContain(webinar.title)
    await form.getByLabel(fields.name).fill(typed.name)
    await form.getByLabel(fields.email).fill(typed.email)
    await form.getByLabel(fields.organisation).fill(typed.organisation)
    await form.getByRole('button', { name: page$.registration.submit }).click()
    const toast = page.locator('[data-toast="success"]')
    await toast.waitFor()
    expect((await toast.innerText()).replace(/\s+/g, ' ')).toContain(page$.registration.sentTitle)
    expect(site.inbox.leads().map(({ form, fields }) => ({ form, fields }))).toEqual([
      { form: 'webinar', fields: { webinar: webinar.title, name: typed.name, email: typed.email, organisation: typed.organisation, phone: '' } },
    ])
    // cleared for the next person, the webinar kept
    await expect(form.getByLabel(fields.name).inputValue()).resolves.toBe('')
    await expect(form.locator('input[name="webinar"]').inputValue()).resolves.toBe(webinar.title)
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })

  it('when the endpoint answers 500: an error toast, the typed text stays, WhatsApp carries the webinar and the details', async () => {
    site.inbox.clear()
    site.inbox.failWith(500)
    const page = await site.newPage(MOBILE)
    try {
      await page.goto(site.url(`${routes.webinar(webinar.slug)}#register`))
      await waitForIslands(page)
      const form = page.locator('form[data-webinar-form]')
      await form.getByLabel(fields.name).fill(typed.name)
      await form.getByLabel(fields.email).fill(typed.email)
      await form.getByRole('button', { name: page$.registration.submit }).click()
      await page.locator('[data-toast="error"]').waitFor()
      await expect(form.getByLabel(fields.name).inputValue()).resolves.toBe(typed.name)
      const whatsapp = new URL((await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!)
      const text = whatsapp.searchParams.get('text')!
      expect(text.split('\n')[0]).toBe(content.data['strings/interface.yaml'].leads.webinar.request.replace('{webinar}', webinar.title))
      expect(text).toContain(`${fields.email}: ${typed.email}`)
      expect(site.inbox.leads()).toEqual([])
    } finally {
      site.inbox.failWith(undefined)
    }
    await page.context().close()
  })

  it('without JavaScript: it posts natively, lands on the thank-you page, and the inbox has it', async () => {
    site.inbox.clear()
    const page = await site.newPage({ ...DESKTOP, javaScriptEnabled: false })
    await page.goto(site.url(routes.webinar(webinar.slug)))
    const form = page.locator('form[data-webinar-form]')
    await form.getByLabel(fields.name).fill(typed.name)
    await form.getByLabel(fields.email).fill(typed.email)
    await Promise.all([page.waitForURL((url) => url.pathname === routes.webinarThanks()), form.getByRole('button', { name: page$.registration.submit }).click()])
    await expect(page.locator('h1').textContent()).resolves.toBe(page$.registration.sentTitle)
    expect(site.inbox.leads().map(({ form, fields }) => ({ form, fields }))).toEqual([
      { form: 'webinar', fields: { webinar: webinar.title, name: typed.name, email: typed.email, organisation: '', phone: '' } },
    ])
    await page.context().close()
  })
})
