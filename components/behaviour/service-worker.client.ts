import { SERVICE_WORKER_FILE } from '#/lib/offline/offline-cache'
import { withBase } from '#/lib/permalink'

/**
 * Registers the service worker (lib/offline/service-worker.js) once the page has loaded, so it never competes
 * with the page: from then on the pages a visitor opens are kept for when there is no connection. Not in
 * development, where the pages change at every save, nor for a visitor whose browser asks to save data (the worker
 * downloads the offline pages once). (The file's name comes without the routes table, which the
 * layout script would otherwise carry: about 0.8 KB.)
 */
export function keepPagesForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || savesData()) return
  const register = () => void navigator.serviceWorker.register(withBase(SERVICE_WORKER_FILE), { scope: withBase('/') }).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** The browser's data saver (Chrome on Android: "Lite mode"): the visitor pays for every byte. */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
