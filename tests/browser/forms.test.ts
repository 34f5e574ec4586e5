import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, MOBILE, problemsOf, useSite, waitForIslands } from '../support/browser'

const site = useSite()

async function toast(page: Page) {
  const el = page.locator('[data-toast]').last()
  await el.waitFor({ state: 'visible' })
  return { text: (await el.innerText()).replace(/\s+/g, ' ').trim(), variant: await el.getAttribute('data-toast'), box: (await el.boundingBox())! }
}

async function hydrated(page: Page) {
  await waitForIslands(page)
}

describe('newsletter on the home page', () => {
  it.each([
    ['empty', '', 'error', 'Email required Please enter your email address'],
    ['malformed', 'wanjiru@kilele', 'error', 'Invalid email Please enter a valid email address'],
    ['valid', 'wanjiru@kilele.example', 'success', "Success! You've been subscribed to our newsletter"],
  ])('%s email -> its toast, bottom-right', async (_case, value, variant, text) => {
    const page = await site.newPage(DESKTOP)
    const requests: string[] = []
    await page.goto(site.url('/'))
    await hydrated(page)
    page.on('request', (r) => requests.push(r.url()))
    const input = page.getByRole('textbox', { name: 'Email address' })
    await input.fill(value)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    const t = await toast(page)
    expect(t.text).toBe(text)
    expect(t.variant).toBe(variant)
    const viewport = page.viewportSize()!
    expect(t.box.x + t.box.width).toBeGreaterThan(viewport.width - 60)
    expect(t.box.y + t.box.height).toBeGreaterThan(viewport.height - 60)
    await expect(input.inputValue()).resolves.toBe(variant === 'success' ? '' : value)
    expect(requests).toEqual([])
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })
})

describe('contact form', () => {
  it('has the fields and rules of the spec', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/contact'))
    const form = page.locator('form[data-contact-form]')
    const attrs = await form.evaluate((f) =>
      [...f.querySelectorAll('input, select, textarea')].map((el) => ({
        name: el.getAttribute('name'),
        type: el.getAttribute('type'),
        required: el.hasAttribute('required'),
        rows: el.getAttribute('rows'),
        label: document.querySelector(`label[for="${el.id}"]`)?.textContent,
      })),
    )
    expect(attrs).toEqual([
      { name: 'name', type: null, required: true, rows: null, label: 'Full Name*' },
      { name: 'email', type: 'email', required: true, rows: null, label: 'Email Address*' },
      { name: 'company', type: null, required: false, rows: null, label: 'Company' },
      { name: 'phone', type: 'tel', required: false, rows: null, label: 'Phone Number' },
      { name: 'service', type: null, required: false, rows: null, label: 'Service of Interest' },
      { name: 'message', type: null, required: true, rows: '6', label: 'Message*' },
    ])
    const options = await form.locator('select option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    expect(options).toEqual([
      ['', 'Select a service'],
      ['software-development', 'Software Development'],
      ['cybersecurity', 'Cybersecurity'],
      ['it-consultancy', 'IT Consultancy'],
      ['training', 'Training'],
      ['digital-marketing', 'Digital Marketing'],
    ])
    await page.context().close()
  })

  it('lets the browser stop an incomplete form, then shows Message Sent! and clears it; nothing is sent', async () => {
    const page = await site.newPage(MOBILE)
    await page.goto(site.url('/contact'))
    await hydrated(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const form = page.locator('form[data-contact-form]')
    await form.getByLabel('Full Name').fill('Achieng Odhiambo')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForTimeout(300)
    await expect(page.locator('[data-toast]').count()).resolves.toBe(0)
    expect(await form.getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await form.getByLabel('Email Address').fill('achieng@example.co.ke')
    await form.getByLabel('Company').fill('Lakeside Clinics')
    await form.getByLabel('Phone Number').fill('+254 711 000 000')
    await form.getByLabel('Service of Interest').selectOption('cybersecurity')
    await form.getByLabel('Message').fill('We need a security audit before our ODPC registration.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const t = await toast(page)
    expect(t.text).toBe("Message Sent! We'll get back to you within 24 hours.")
    for (const label of ['Full Name', 'Email Address', 'Company', 'Phone Number', 'Message']) await expect(form.getByLabel(label).inputValue()).resolves.toBe('')
    await expect(form.getByLabel('Service of Interest').inputValue()).resolves.toBe('')
    expect(requests.filter((u) => !u.includes('openstreetmap'))).toEqual([])
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })

  it('embeds the office map, 450 px high, with a title, loaded only when the visitor scrolls near it', async () => {
    const page = await site.newPage(MOBILE)
    const mapRequests: string[] = []
    page.on('request', (request) => request.url().includes('openstreetmap.org/export') && mapRequests.push(request.url()))
    await page.goto(site.url('/contact'), { waitUntil: 'load' })
    await page.waitForTimeout(300)
    const frame = page.locator('iframe')
    expect(mapRequests).toEqual([])
    await expect(frame.getAttribute('src')).resolves.toBeNull()
    await frame.scrollIntoViewIfNeeded()
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed/)
    await expect.poll(() => mapRequests.length).toBe(1)
    await expect(frame.getAttribute('height')).resolves.toBe('450')
    await expect(frame.getAttribute('title')).resolves.toMatch(/Westlands/)
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).resolves.toBe('https://wa.me/254700000000')
    // a plain link to the same map, for when the frame is slow or blocked
    await expect(page.getByRole('link', { name: 'Open the map on OpenStreetMap' }).getAttribute('href')).resolves.toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=-1\.2676/)
    await page.context().close()
  })
})
