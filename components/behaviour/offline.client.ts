import { PAGES_CACHE, TITLE_HEADER } from '#/lib/offline/offline-cache'

/** How many kept pages the offline page lists, newest first. */
const LISTED = 20

/**
 * The offline page (components/templates/OfflineView.tsx, shown by the service worker for a page that could not
 * load): its "Try again" button loads the page asked for again, and the list of kept pages is filled from the
 * service worker's cache (hidden while there are none).
 */
export function enhanceOfflinePage(): void {
  const page = document.querySelector<HTMLElement>('[data-offline]')
  if (!page) return
  const retry = page.querySelector<HTMLButtonElement>('[data-offline-retry]')
  if (retry) {
    retry.hidden = false
    retry.addEventListener('click', () => location.reload())
  }
  const saved = page.querySelector<HTMLElement>('[data-offline-saved]')
  if (saved && 'caches' in window) void listKeptPages(saved)
}

async function listKeptPages(saved: HTMLElement): Promise<void> {
  if (!(await caches.has(PAGES_CACHE))) return
  const cache = await caches.open(PAGES_CACHE)
  const here = location.href.split('#')[0]
  const requests = (await cache.keys()).filter((request) => request.url !== here).reverse().slice(0, LISTED)
  const list = saved.querySelector('ul')!
  for (const request of requests) {
    const title = (await cache.match(request))?.headers.get(TITLE_HEADER)
    const link = document.createElement('a')
    link.href = request.url
    link.textContent = title ? safeDecode(title) : new URL(request.url).pathname
    const item = document.createElement('li')
    item.append(link)
    list.append(item)
  }
  saved.hidden = requests.length === 0
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
