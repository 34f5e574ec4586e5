/*
 * The offline page's script (components/templates/OfflineView.tsx), written into the built site as offline.js by
 * the build, which puts `CONFIG` above this text (scripts/lib/service-worker.ts); the service worker keeps it with
 * the offline pages, so it runs without a connection. "Try again" loads the page asked for again, as does the
 * connection coming back; the list shows the pages the service worker has kept (CONFIG.pagesCache, newest first),
 * hidden while there are none.
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
  // the page asked for comes by itself once the phone is back online
  window.addEventListener('online', () => location.reload(), { once: true })
  const saved = page.querySelector('[data-offline-saved]')
  if (saved && 'caches' in window) listKeptPages(saved).catch(() => undefined)

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
