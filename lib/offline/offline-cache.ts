/**
 * What the service worker (lib/offline/service-worker.js), the offline page's script (lib/offline/offline-page.js;
 * the build writes both with these settings, scripts/lib/service-worker.ts) and the pages agree on: the files'
 * names, where the pages a visitor opened are kept, and how each kept page carries its title.
 */

/** The service worker's file, at the site's base (lib/permalink.ts `routes.serviceWorker`). */
export const SERVICE_WORKER_FILE = '/sw.js'

/**
 * The offline page's own script: a file of its own (not the layout's, which a page loads only when it has the
 * network or its browser cache), kept by the service worker with the offline pages.
 */
export const OFFLINE_SCRIPT_FILE = '/offline.js'

/** The cache of pages a visitor has opened, newest last. */
export const PAGES_CACHE = 'kilele-pages'
/** The cache of the images those pages showed, newest last: a kept page shows them without a connection too. */
export const IMAGES_CACHE = 'kilele-images'
/** The cache of the offline pages, one per language; its name ends with the build's version of them. */
export const OFFLINE_CACHE_PREFIX = 'kilele-offline-'
/** A kept page's <title>, URI-encoded (a header holds Latin-1 only). */
export const TITLE_HEADER = 'x-kept-title'
/** How many pages are kept: the oldest opened goes first (a cheap phone's storage is small). */
export const PAGES_KEPT = 30
/** How many images are kept (about two a kept page: most pages show one or two, and the logo is kept apart). */
export const IMAGES_KEPT = 60
