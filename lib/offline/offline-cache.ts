/**
 * What the service worker (lib/offline/service-worker.js) and the offline page's script
 * (components/behaviour/offline.client.ts) agree on: where the pages a visitor opened are kept, and how each
 * kept page carries its title.
 */

/** The cache of pages a visitor has opened, newest last. */
export const PAGES_CACHE = 'kilele-pages'
/** The cache of the offline pages, one per language; its name ends with the build's version of them. */
export const OFFLINE_CACHE_PREFIX = 'kilele-offline-'
/** A kept page's <title>, URI-encoded (a header holds Latin-1 only). */
export const TITLE_HEADER = 'x-kept-title'
/** How many pages are kept: the oldest opened goes first (a cheap phone's storage is small). */
export const PAGES_KEPT = 30
