/*
 * The offline page's script (components/templates/OfflineView.tsx), written into the built site as offline.js by
 * the build, which puts `CONFIG` above this text (scripts/lib/service-worker.ts); the service worker keeps it with
 * the offline pages, so it runs without a connection. "Try again" loads the page asked for again, as does the
 * connection coming back (and, while the page still cannot be reached on a working connection, a pause that
 * doubles); the list shows the pages the service worker has kept (CONFIG.pagesCache, newest first), hidden while
 * there are none. A form sent without a connection (the worker puts what was typed in a data block)
 * is given back: its words as the form's labels name them, and WhatsApp and e-mail links that carry them (the
 * message lib/lead-forms.ts and components/islands/delivery.tsx offer when the form's own script fails to send).
 */
/* global CONFIG */
;(() => {
  const page = document.querySelector('[data-offline]')
  if (!page) return
  const retry = page.querySelector('[data-offline-retry]')
  if (retry) {
    retry.hidden = false
    retry.addEventListener('click', () => location.reload())
  }
  const unsent = page.querySelector('[data-offline-unsent]')
  const data = document.querySelector('script[data-offline-unsent-data]')
  // the page asked for comes by itself once the phone is back online (a form given back waits for the visitor:
  // loading it again posts it again, which the browser asks about first)
  if (!data && !CONFIG.offlinePages.includes(location.pathname.replace(/(.)\/$/, '$1'))) comeBackWhenOnline()
  const saved = page.querySelector('[data-offline-saved]')
  if (saved && 'caches' in window) listKeptPages(saved).catch(() => undefined)
  if (unsent && data) giveBack(unsent, data.textContent)

  /**
   * Loads the page asked for again once the browser says it is online: a moment after the connection comes back (a
   * phone says so a little before a request gets through), and while the browser says it is online but the page still
   * could not be reached (that first try came too soon, or the site is out of reach), again after a pause that doubles
   * each time (CONFIG.retry), counted in this tab's session storage across the reloads.
   */
  function comeBackWhenOnline() {
    const key = 'kilele-offline-retries'
    let tries = 0
    try {
      const last = JSON.parse(sessionStorage.getItem(key) || 'null')
      if (last && last.url === location.href && Date.now() - last.at < CONFIG.retry.forget) tries = last.tries
    } catch {
      // no session storage (a private window may refuse it): every try waits the first pause
    }
    const again = (pause) =>
      setTimeout(() => {
        try {
          sessionStorage.setItem(key, JSON.stringify({ url: location.href, at: Date.now(), tries: tries + 1 }))
        } catch {
          // as above
        }
        location.reload()
      }, pause)
    if (navigator.onLine) again(Math.min(CONFIG.retry.first * 2 ** tries, CONFIG.retry.longest))
    else window.addEventListener('online', () => again(CONFIG.retry.online), { once: true })
  }

  /** Shows what a form held, with the two links that send it another way. */
  function giveBack(section, json) {
    let sent
    let forms
    try {
      sent = JSON.parse(json)
      forms = JSON.parse(section.dataset.forms || '{}')
    } catch {
      return
    }
    const form = (sent && Object.hasOwn(forms, sent.form) && forms[sent.form]) || { labels: {} }
    // (a native submission sends line breaks as CRLF: kept as typed)
    const fields = (Array.isArray(sent && sent.fields) ? sent.fields : [])
      .filter((field) => Array.isArray(field) && typeof field[0] === 'string' && typeof field[1] === 'string')
      .map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')])
    const used = new Set()
    // the opening line, its {field} placeholders filled from the form (the webinar's title)
    const request = typeof form.request === 'string' ? form.request.replace(/\{(\w+)\}/g, (whole, name) => {
      const field = fields.find(([key]) => key === name)
      if (!field) return whole
      used.add(name)
      return field[1]
    }) : ''
    const lines = fields
      .filter(([name, value]) => !used.has(name) && value.trim())
      .map(([name, value]) => {
        const words = (form.values && Object.hasOwn(form.values, name) && Object.hasOwn(form.values[name], value)) ? form.values[name][value] : value.trim()
        return `${Object.hasOwn(form.labels, name) ? form.labels[name] : name}: ${words}`
      })
    if (!lines.length) return
    const text = [...(request ? [request, ''] : []), ...lines].join('\n')
    section.querySelector('[data-offline-unsent-text]').textContent = text
    const whatsapp = section.querySelector('[data-offline-unsent-whatsapp]')
    whatsapp.href = `${whatsapp.getAttribute('href')}?text=${encodeURIComponent(text)}`
    const email = section.querySelector('[data-offline-unsent-email]')
    email.href = `${email.getAttribute('href')}?subject=${encodeURIComponent(form.subject || '')}&body=${encodeURIComponent(text)}`
    section.hidden = false
    // "this page could not load" is not what happened: the form could not be sent, which the section says
    const pageText = page.querySelector('[data-offline-text]')
    if (pageText) pageText.hidden = true
  }

  async function listKeptPages(section) {
    if (!(await caches.has(CONFIG.pagesCache))) return
    const cache = await caches.open(CONFIG.pagesCache)
    const here = location.href.split('#')[0]
    const requests = (await cache.keys()).filter((request) => request.url !== here).reverse().slice(0, CONFIG.listed)
    const list = section.querySelector('ul')
    for (const request of requests) {
      const title = (await cache.match(request))?.headers.get(CONFIG.titleHeader)
      const link = document.createElement('a')
      link.href = request.url
      link.textContent = title ? safeDecode(title) : new URL(request.url).pathname
      const item = document.createElement('li')
      item.append(link)
      list.append(item)
    }
    section.hidden = requests.length === 0
  }

  function safeDecode(text) {
    try {
      return decodeURIComponent(text)
    } catch {
      return text
    }
  }
})()
