/*
 * The site's service worker, written into the built site as sw.js by the build (scripts/lib/service-worker.ts),
 * which puts `CONFIG` above this text. It answers page loads, and what the offline pages show (CONFIG.files: the
 * logo, the icon, their script); nothing else goes through it. Both come from the network while there is one:
 * each page that loads is kept (the newest CONFIG.keep), and when a page cannot load, the kept copy is shown, or
 * else the offline page of the page's language (CONFIG.offline), which lists the pages kept and the ways to reach
 * the company without a connection.
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
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(pageOrKept(event))
  else if (CONFIG.files.includes(new URL(request.url).pathname)) event.respondWith(fetch(request).catch(() => caches.match(request, { cacheName: OFFLINE_CACHE })))
})

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

/** A whole HTML page of the site, not an offline page, a redirect or an error. */
function keepable(request, response) {
  const path = new URL(request.url).pathname
  return response.ok && response.status === 200 && !response.redirected && (response.headers.get('content-type') || '').startsWith('text/html') && !Object.values(CONFIG.offline).includes(path)
}

async function keep(url, response) {
  const html = await response.text()
  const whole = decodeEntities((/<title>([^<]*)<\/title>/.exec(html) || [])[1] || '').trim()
  const title = whole.endsWith(CONFIG.titleSuffix) ? whole.slice(0, -CONFIG.titleSuffix.length) : whole
  const headers = { 'content-type': 'text/html; charset=utf-8', [CONFIG.titleHeader]: encodeURIComponent(title) }
  const pages = await caches.open(CONFIG.pagesCache)
  // the newest last: the page goes to the end
  await pages.delete(url)
  await pages.put(url, new Response(html, { headers }))
  const urls = await pages.keys()
  for (const old of urls.slice(0, Math.max(0, urls.length - CONFIG.keep))) await pages.delete(old)
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
