/*
 * The site's service worker, written into the built site as sw.js by the build (scripts/lib/service-worker.ts),
 * which puts `CONFIG` above this text. It answers page loads (a form's native submission too), the site's images,
 * and what the offline pages show (CONFIG.files: the logo, the icon, their script); nothing else goes through it.
 * All come from the network while there is one: each page that loads is kept (the newest CONFIG.keep), and each
 * image (the newest CONFIG.keepImages), so that a kept page shows its pictures without a connection too. When a page
 * cannot load, the kept copy is shown, or else the offline page of the page's language (CONFIG.offline), which lists
 * the pages kept and the ways to reach the company without a connection; a form that could not be sent is given back
 * there (sentOrGivenBack).
 */
/* global CONFIG */
const OFFLINE_CACHE = `${CONFIG.offlineCachePrefix}${CONFIG.version}`

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll([...Object.values(CONFIG.offline), ...CONFIG.files]))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(CONFIG.offlineCachePrefix) && name !== OFFLINE_CACHE) await caches.delete(name)
      // the page's request starts while the worker starts, instead of after it
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method === 'POST' && request.mode === 'navigate' && url.origin === self.location.origin) return event.respondWith(sentOrGivenBack(request))
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(pageOrKept(event))
  else if (CONFIG.files.includes(url.pathname)) event.respondWith(fetch(request).catch(() => caches.match(request, { cacheName: OFFLINE_CACHE })))
  else if (request.destination === 'image' && url.origin === self.location.origin) event.respondWith(imageOrKept(event))
})

async function imageOrKept(event) {
  const { request } = event
  try {
    const response = await fetch(request)
    if (response.status === 200 && response.type === 'basic') event.waitUntil(keepNewest(CONFIG.imagesCache, CONFIG.keepImages, request.url, response.clone()).catch(() => undefined))
    return response
  } catch {
    return (await caches.match(request.url, { cacheName: CONFIG.imagesCache })) || Response.error()
  }
}

/** Puts `response` under `url` as the newest entry of the cache `name`, which keeps the newest `count`. */
async function keepNewest(name, count, url, response) {
  const cache = await caches.open(name)
  await cache.delete(url)
  await cache.put(url, response)
  const urls = await cache.keys()
  for (const old of urls.slice(0, Math.max(0, urls.length - count))) await cache.delete(old)
}

async function pageOrKept(event) {
  const { request } = event
  try {
    const response = (await event.preloadResponse) || (await fetch(request))
    if (keepable(request, response)) event.waitUntil(keep(request.url, response.clone()).catch(() => undefined))
    return response
  } catch {
    const pages = await caches.open(CONFIG.pagesCache)
    const kept = (await pages.match(request.url)) || (await pages.match(request.url, { ignoreSearch: true }))
    if (kept) return kept
    return (await caches.match(offlinePageFor(request.url))) || Response.error()
  }
}

/**
 * A form posted without its script (the browser's own submission). Without a connection, the offline page of
 * the address's language, with what the visitor typed in it (a data block its script reads: WhatsApp and e-mail
 * links carrying the text), so that nothing typed is lost; "Try again" posts the form again. A filled honeypot
 * gets the offline page alone.
 */
async function sentOrGivenBack(request) {
  const copy = request.clone()
  try {
    return await fetch(request)
  } catch {
    const offline = await caches.match(offlinePageFor(request.url))
    if (!offline) return Response.error()
    const body = new URLSearchParams(await copy.text().catch(() => ''))
    if (body.get(CONFIG.formFields.honeypot)) return offline
    const fields = [...body].filter(([name]) => name !== CONFIG.formFields.formName && name !== CONFIG.formFields.honeypot)
    const data = JSON.stringify({ form: body.get(CONFIG.formFields.formName), fields }).replace(/</g, '\\u003c')
    const html = (await offline.text()).replace('</body>', () => `<script type="application/json" data-offline-unsent-data>${data}</script></body>`)
    return new Response(html, { headers: headersOf(offline) })
  }
}

/** A whole HTML page of the site, not an offline page, a redirect or an error. */
function keepable(request, response) {
  const path = new URL(request.url).pathname
  return response.ok && response.status === 200 && !response.redirected && (response.headers.get('content-type') || '').startsWith('text/html') && !Object.values(CONFIG.offline).includes(path)
}

async function keep(url, response) {
  const html = await response.text()
  const whole = decodeEntities((/<title>([^<]*)<\/title>/.exec(html) || [])[1] || '').trim()
  const title = whole.endsWith(CONFIG.titleSuffix) ? whole.slice(0, -CONFIG.titleSuffix.length) : whole
  const headers = headersOf(response)
  headers.set(CONFIG.titleHeader, encodeURIComponent(title))
  await keepNewest(CONFIG.pagesCache, CONFIG.keep, url, new Response(html, { headers }))
}

/**
 * The headers a page came with, for a copy of it this worker makes: its Content-Security-Policy and the site's other
 * security headers stay with it offline; its length and encoding are the copy's own.
 */
function headersOf(response) {
  const headers = new Headers(response.headers)
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) headers.delete(name)
  headers.set('content-type', 'text/html; charset=utf-8')
  return headers
}

/** The offline page of the language whose prefix the address has ("/sw/..."), or the default language's. */
function offlinePageFor(url) {
  const path = new URL(url).pathname
  const prefixes = Object.keys(CONFIG.offline).sort((a, b) => b.length - a.length)
  const prefix = prefixes.find((candidate) => path === candidate.replace(/\/$/, '') || path.startsWith(candidate)) || CONFIG.scope
  return CONFIG.offline[prefix]
}

function decodeEntities(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name) => {
    if (name[0] !== '#') return named[name] ?? entity
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}
