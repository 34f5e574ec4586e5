/**
 * Every lead reaches the company: the contact form and both newsletter forms, against the built site served
 * by the project's static server with its inbox (tests/support/browser.ts) and the security headers.
 * With JavaScript (the toast only after the answer), without it (the thank-you page), with the endpoint
 * failing (error toast, text kept, WhatsApp and e-mail carry it), and with the honeypot filled.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { securityHeaders } from '#/lib/security-headers'
import { DESKTOP, MOBILE, problemsOf, useSite, waitForIslands } from '../support/browser'
import { readBuilt } from '../support/html'

const site = useSite({ headers: securityHeaders })

async function toast(page: Page) {
  const el = page.locator('[data-toast]').last()
  await el.waitFor({ state: 'visible' })
  return { text: (await el.innerText()).replace(/\s+/g, ' ').trim(), variant: await el.getAttribute('data-toast'), box: (await el.boundingBox())! }
}

/**
 * The newsletter island is live once it has switched the browser's validation off for its own (an effect
 * that runs after hydration): no need to wait for the home page's carousels.
 */
async function newsletterReady(page: Page) {
  await page.locator('form[data-newsletter]').scrollIntoViewIfNeeded()
  await page.waitForFunction(() => document.querySelector<HTMLFormElement>('form[data-newsletter]')?.noValidate === true, undefined, { timeout: 10_000 })
}

const newsletterPages = [
  ['/', 'home'],
  ['/resources', 'Stay Updated on /resources'],
] as const

const contactTyped = {
  name: 'Achieng Odhiambo',
  email: 'achieng@example.co.ke',
  company: 'Lakeside Clinics',
  phone: '+254 711 000 000',
  service: 'cybersecurity',
  message: 'We need a security audit before our ODPC registration.\nFour clinics, 60 staff.',
}

async function fillContact(page: Page) {
  const form = page.locator('form[data-contact-form]')
  await form.getByLabel('Full Name').fill(contactTyped.name)
  await form.getByLabel('Email Address').fill(contactTyped.email)
  await form.getByLabel('Company').fill(contactTyped.company)
  await form.getByLabel('Phone Number').fill(contactTyped.phone)
  await form.getByLabel('Service of Interest').selectOption(contactTyped.service)
  await form.getByLabel('Message').fill(contactTyped.message)
  return form
}

/** Submits, holding the inbox's answer: no toast, form untouched and the button busy until it comes. */
async function submitHeld(page: Page, button: string, action: string) {
  const release = site.inbox.hold()
  try {
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === action)
    await page.getByRole('button', { name: button }).click()
    await posted
    await page.waitForTimeout(400)
    expect(await page.locator('[data-toast]').count(), 'a toast before the answer').toBe(0)
    await expect(page.getByRole('button', { name: 'Sending…' }).isDisabled()).resolves.toBe(true)
  } finally {
    release()
  }
}

describe('prerendered forms (Netlify Forms, the default delivery)', () => {
  it.each([
    ['/contact', 'contact', '/contact/thanks'],
    ['/', 'newsletter', '/newsletter/thanks'],
    ['/resources', 'newsletter', '/newsletter/thanks'],
  ])('%s: form "%s" with data-netlify, a hidden form-name, a honeypot named in netlify-honeypot, posting to %s', (route, name, action) => {
    const html = readBuilt(route)
    const form = /<form[^>]*>/.exec(html.slice(html.indexOf(`name="${name}"`) - 400))![0]
    expect(form).toContain(`name="${name}"`)
    expect(form).toContain('data-netlify="true"')
    expect(form).toContain('netlify-honeypot="bot-field"')
    expect(form).toContain('method="POST"')
    expect(form).toContain(`action="${action}"`)
    expect(html).toContain(`<input type="hidden" name="form-name" value="${name}"/>`)
    // The honeypot: hidden from people (off-screen) and from assistive technology, never focused, never autofilled.
    expect(html).toMatch(/<div class="visually-hidden" aria-hidden="true"><label>[^<]+<input tabindex="-1" autoComplete="off" name="bot-field"\/><\/label><\/div>/)
  })
})

describe('newsletter', () => {
  it('an empty, then a malformed address -> each its error toast, bottom-right; nothing sent', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/'))
    await newsletterReady(page)
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    const input = page.getByRole('textbox', { name: 'Email address' })
    for (const [value, text] of [
      ['', 'Email required Please enter your email address'],
      ['wanjiru@kilele', 'Invalid email Please enter a valid email address'],
    ] as const) {
      await input.fill(value)
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await expect.poll(() => page.locator('[data-toast]').count()).toBe(value ? 2 : 1)
      const t = await toast(page)
      expect(t.text).toBe(text)
      expect(t.variant).toBe('error')
      await expect(input.inputValue()).resolves.toBe(value)
      if (value) continue
      // bottom-right (the next toast stacks above this one)
      const viewport = page.viewportSize()!
      expect(t.box.x + t.box.width).toBeGreaterThan(viewport.width - 60)
      expect(t.box.y + t.box.height).toBeGreaterThan(viewport.height - 60)
    }
    expect(posts).toEqual([])
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })

  it.each(newsletterPages)('%s (%s): posts the address, shows Success! only after the answer, then clears it', async (route) => {
    site.inbox.clear()
    const page = await site.newPage(MOBILE)
    await page.goto(site.url(route))
    await newsletterReady(page)
    const input = page.getByRole('textbox', { name: 'Email address' })
    await input.fill('wanjiru@kilele.example')
    await submitHeld(page, 'Subscribe', '/newsletter/thanks')
    const t = await toast(page)
    expect(t.text).toBe("Success! You've been subscribed to our newsletter")
    expect(t.variant).toBe('success')
    // on a phone, above the contact bar
    const bar = await page.locator('[data-contact-bar]').boundingBox()
    expect(t.box.y + t.box.height).toBeLessThanOrEqual(bar!.y)
    await expect(input.inputValue()).resolves.toBe('')
    expect(site.inbox.leads().map(({ form, fields }) => ({ form, fields }))).toEqual([{ form: 'newsletter', fields: { email: 'wanjiru@kilele.example' } }])
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })

  it.each([
    ['the endpoint answers 500', 500],
    ['the network fails', 0],
  ])('when %s: an error toast, the address stays, WhatsApp and e-mail carry it', async (_case, status) => {
    site.inbox.clear()
    const page = await site.newPage(MOBILE)
    if (status) site.inbox.failWith(status)
    else await page.route('**/newsletter/thanks', (route) => route.abort('internetdisconnected'))
    try {
      await page.goto(site.url('/resources'))
      await newsletterReady(page)
      const input = page.getByRole('textbox', { name: 'Email address' })
      await input.fill('wanjiru@kilele.example')
      await page.getByRole('button', { name: 'Subscribe' }).click()
      const t = await toast(page)
      expect(t.variant).toBe('error')
      expect(t.text).toMatch(/^Not sent We could not subscribe you/)
      expect(await page.locator('[data-toast="success"]').count(), 'a success toast').toBe(0)
      await expect(input.inputValue()).resolves.toBe('wanjiru@kilele.example')
      const whatsapp = new URL((await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!)
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/254700000000')
      expect(whatsapp.searchParams.get('text')).toBe('Please subscribe me to your newsletter.\n\nEmail address: wanjiru@kilele.example')
      const mail = (await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!
      expect(mail.startsWith('mailto:hello@kilele.example?')).toBe(true)
      const params = new URLSearchParams(mail.split('?')[1])
      expect(params.get('subject')).toBe('Newsletter subscription')
      expect(params.get('body')).toContain('Email address: wanjiru@kilele.example')
      expect(site.inbox.leads()).toEqual([])
    } finally {
      site.inbox.failWith(undefined)
    }
    await page.context().close()
  })
})

describe('contact form', () => {
  it('has the fields and rules of the spec, plus the hidden form name and honeypot', async () => {
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/contact'))
    const form = page.locator('form[data-contact-form]')
    const attrs = await form.evaluate((f) =>
      [...f.querySelectorAll('input, select, textarea')].map((el) => ({
        name: el.getAttribute('name'),
        type: el.getAttribute('type'),
        required: el.hasAttribute('required'),
        rows: el.getAttribute('rows'),
        label: el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : el.closest('label')?.textContent ?? null,
      })),
    )
    expect(attrs).toEqual([
      { name: 'form-name', type: 'hidden', required: false, rows: null, label: null },
      { name: 'bot-field', type: null, required: false, rows: null, label: 'Leave this field empty' },
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

  it('lets the browser stop an incomplete form; then delivers exactly the typed fields, shows Message Sent! only after the answer and clears the form', async () => {
    site.inbox.clear()
    const page = await site.newPage(MOBILE)
    await page.goto(site.url('/contact'))
    await waitForIslands(page)
    const form = page.locator('form[data-contact-form]')
    await form.getByLabel('Full Name').fill('Achieng Odhiambo')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForTimeout(300)
    await expect(page.locator('[data-toast]').count()).resolves.toBe(0)
    expect(await form.getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    expect(site.inbox.leads()).toEqual([])
    await fillContact(page)
    await submitHeld(page, 'Send Message', '/contact/thanks')
    const t = await toast(page)
    expect(t.text).toBe("Message Sent! We'll get back to you within 24 hours.")
    expect(t.variant).toBe('success')
    for (const label of ['Full Name', 'Email Address', 'Company', 'Phone Number', 'Message']) await expect(form.getByLabel(label).inputValue()).resolves.toBe('')
    await expect(form.getByLabel('Service of Interest').inputValue()).resolves.toBe('')
    const leads = site.inbox.leads()
    expect(leads).toEqual([{ form: 'contact', fields: contactTyped, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }])
    expect(problemsOf(page)).toEqual([])
    await page.context().close()
  })

  it('when the endpoint answers 500: an error toast, every field kept, WhatsApp and e-mail carry the message', async () => {
    site.inbox.clear()
    site.inbox.failWith(500)
    const page = await site.newPage(MOBILE)
    try {
      await page.goto(site.url('/contact'))
      await waitForIslands(page)
      const form = await fillContact(page)
      await form.getByRole('button', { name: 'Send Message' }).click()
      const t = await toast(page)
      expect(t.variant).toBe('error')
      expect(t.text).toMatch(/^Not sent Your message has not reached us\./)
      expect(await page.locator('[data-toast="success"]').count(), 'a success toast').toBe(0)
      await expect(form.getByLabel('Message').inputValue()).resolves.toBe(contactTyped.message)
      await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe(contactTyped.name)
      await expect(form.getByLabel('Service of Interest').inputValue()).resolves.toBe('cybersecurity')
      const typed = [
        'Full Name: Achieng Odhiambo',
        'Email Address: achieng@example.co.ke',
        'Company: Lakeside Clinics',
        'Phone Number: +254 711 000 000',
        'Service of Interest: Cybersecurity',
        `Message: ${contactTyped.message}`,
      ].join('\n')
      const whatsapp = new URL((await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!)
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/254700000000')
      expect(whatsapp.searchParams.get('text')).toBe(typed)
      const mail = (await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!
      expect(mail.split('?')[0]).toBe('mailto:hello@kilele.example')
      expect(Object.fromEntries(new URLSearchParams(mail.split('?')[1]))).toEqual({ subject: 'Enquiry from the website', body: typed })
      // On a phone the way round is in view at once, not under the error toast or the contact bar.
      for (const name of ['Send on WhatsApp', 'Send by e-mail']) {
        const link = page.getByRole('link', { name })
        await expect.poll(() => link.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return box.top >= 0 && box.bottom <= window.innerHeight && (hit === el || el.contains(hit))
        }), { message: `${name} in view and uncovered`, timeout: 3000 }).toBe(true)
      }
      expect(site.inbox.leads()).toEqual([])
      expect(problemsOf(page).filter((p) => !p.includes('500'))).toEqual([])
    } finally {
      site.inbox.failWith(undefined)
    }
    await page.context().close()
  })

  it('delivers nothing when the honeypot is filled (with JavaScript: the host drops it)', async () => {
    site.inbox.clear()
    const page = await site.newPage(DESKTOP)
    await page.goto(site.url('/contact'))
    await waitForIslands(page)
    const form = await fillContact(page)
    await form.locator('input[name="bot-field"]').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'))
    const answered = page.waitForResponse((r) => r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await answered).status()).toBe(200)
    expect(site.inbox.leads()).toEqual([])
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
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).resolves.toBe(
      `https://wa.me/254700000000?text=${encodeURIComponent("Hello Kilele, I'm interested in Contact Us")}`,
    )
    // a plain link to the same map, for when the frame is slow or blocked
    await expect(page.getByRole('link', { name: 'Open the map on OpenStreetMap' }).getAttribute('href')).resolves.toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=-1\.2676/)
    await page.context().close()
  })
})

describe('without JavaScript', () => {
  it('the contact form posts natively and lands on /contact/thanks, which says what the toast says; the inbox has the lead', async () => {
    site.inbox.clear()
    const page = await site.newPage({ ...MOBILE, javaScriptEnabled: false })
    await page.goto(site.url('/contact'))
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(/\/contact\/thanks$/)
    await expect(page.locator('h1').innerText()).resolves.toBe('Message Sent!')
    await expect(page.locator('main').innerText()).resolves.toContain("We'll get back to you within 24 hours.")
    await expect(page.getByRole('link', { name: 'Back to Contact' }).getAttribute('href')).resolves.toBe('/contact')
    expect(site.inbox.leads().map(({ form, fields }) => ({ form, fields }))).toEqual([{ form: 'contact', fields: contactTyped }])
    await page.context().close()
  })

  it.each(newsletterPages)('the newsletter on %s (%s) lands on /newsletter/thanks; the inbox has the address', async (route) => {
    site.inbox.clear()
    const page = await site.newPage({ ...DESKTOP, javaScriptEnabled: false })
    await page.goto(site.url(route))
    await page.getByRole('textbox', { name: 'Email address' }).fill('otieno@example.co.ke')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL(/\/newsletter\/thanks$/)
    await expect(page.locator('h1').innerText()).resolves.toBe('Success!')
    await expect(page.locator('main').innerText()).resolves.toContain("You've been subscribed to our newsletter")
    expect(site.inbox.leads().map(({ form, fields }) => ({ form, fields }))).toEqual([{ form: 'newsletter', fields: { email: 'otieno@example.co.ke' } }])
    await page.context().close()
  })

  it('a native post with the honeypot filled is answered like any other and delivered nowhere', async () => {
    site.inbox.clear()
    const page = await site.newPage({ ...DESKTOP, javaScriptEnabled: false })
    await page.goto(site.url('/'))
    await page.locator('input[name="bot-field"]').fill('spam', { force: true })
    await page.getByRole('textbox', { name: 'Email address' }).fill('bot@spam.example')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL(/\/newsletter\/thanks$/)
    expect(site.inbox.leads()).toEqual([])
    await page.context().close()
  })
})

describe('field contrast (WCAG AA)', () => {
  it('on /contact, / and /resources: typed text and placeholder at least 4.5:1 on the field, the focus ring at least 3:1 on the field and on the section', async () => {
    const page = await site.newPage(DESKTOP)
    const failures: string[] = []
    for (const route of ['/contact', '/', '/resources']) {
      await page.goto(site.url(route))
      const fields = page.locator('form .field')
      expect(await fields.count(), route).toBeGreaterThan(0)
      for (let i = 0; i < (await fields.count()); i++) {
        const field = fields.nth(i)
        if ((await field.evaluate((el) => el.tagName)) !== 'SELECT') await field.fill('Typed text 123')
        await field.focus()
        // Focus from script (no pointer involved) matches :focus-visible, as keyboard focus does; the test checks the ring is there.
        const found = await field.evaluate((el) => {
          const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
          const lum = ([r, g, b]: number[]) => {
            const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
            return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!)
          }
          const ratio = (a: string, b: string) => {
            const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p)
            return (x! + 0.05) / (y! + 0.05)
          }
          /** The first opaque background behind an element. */
          const behind = (start: Element | null) => {
            for (let node = start; node; node = node.parentElement) {
              const bg = getComputedStyle(node).backgroundColor
              if (rgb(bg)[3] !== 0 && bg !== 'transparent') return bg
            }
            return 'rgb(255, 255, 255)'
          }
          const style = getComputedStyle(el)
          const own = behind(el)
          const section = behind(el.parentElement!.closest('section') ?? el.parentElement)
          const ring = [style.outlineColor, rgb(style.boxShadow).length ? `rgb(${rgb(style.boxShadow).slice(0, 3).join(',')})` : '']
          return {
            name: el.getAttribute('name'),
            text: ratio(style.color, own),
            placeholder: el.hasAttribute('placeholder') ? ratio(getComputedStyle(el, '::placeholder').color, own) : 99,
            // the best-contrasting part of the ring, against the field and against the section
            ringOnField: Math.max(...ring.filter(Boolean).map((c) => ratio(c, own))),
            ringOnSection: Math.max(...ring.filter(Boolean).map((c) => ratio(c, section))),
            outline: style.outlineStyle,
          }
        })
        if (found.text < 4.5) failures.push(`${route} ${found.name}: typed text ${found.text.toFixed(2)}:1`)
        if (found.placeholder < 4.5) failures.push(`${route} ${found.name}: placeholder ${found.placeholder.toFixed(2)}:1`)
        if (found.outline === 'none') failures.push(`${route} ${found.name}: no focus ring`)
        if (found.ringOnField < 3) failures.push(`${route} ${found.name}: focus ring on the field ${found.ringOnField.toFixed(2)}:1`)
        if (found.ringOnSection < 3) failures.push(`${route} ${found.name}: focus ring on the section ${found.ringOnSection.toFixed(2)}:1`)
      }
    }
    expect(failures).toEqual([])
    await page.context().close()
  })
})
