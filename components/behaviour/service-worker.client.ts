import { routes, withBase } from '#/lib/permalink'

/**
 * Registers the service worker (lib/offline/service-worker.js) once the page has loaded, so it never competes
 * with the page: from then on the pages a visitor opens are kept for when there is no connection. Not in
 * development, where the pages change at every save.
 */
export function keepPagesForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void navigator.serviceWorker.register(withBase(routes.serviceWorker()), { scope: withBase('/') }).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
