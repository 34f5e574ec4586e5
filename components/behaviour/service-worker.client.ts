import { SERVICE_WORKER_FILE } from '#/lib/offline/offline-cache'
import { withBase } from '#/lib/permalink'

/**
 * Registers the service worker (lib/offline/service-worker.js) once the page has loaded, so it never competes
 * with the page: from then on the pages a visitor opens are kept for when there is no connection. Not in
 * development, where the pages change at every save. (The file's name comes without the routes table, which the
 * layout script would otherwise carry: about 0.8 KB.)
 */
export function keepPagesForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void navigator.serviceWorker.register(withBase(SERVICE_WORKER_FILE), { scope: withBase('/') }).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
