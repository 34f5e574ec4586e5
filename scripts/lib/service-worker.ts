/**
 * Writes the service worker (sw.js at the site's base) and the offline page's script (offline.js) from
 * lib/offline/service-worker.js and lib/offline/offline-page.js, each with the settings it needs above it: the
 * base, the offline page of each language that has one, the files kept with them, and a version made of both
 * scripts and those pages' bytes, so that a visitor's browser installs the worker again, and keeps the new offline
 * pages, whenever any of them changes.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { editionRoute, langs, prefixOf } from '../../lib/editions'
import { IMAGES_CACHE, IMAGES_KEPT, OFFLINE_CACHE_PREFIX, PAGES_CACHE, PAGES_KEPT, TITLE_HEADER } from '../../lib/offline/offline-cache'
import { routes, withBase } from '../../lib/permalink'
import { FORM_NAME_FIELD } from '../../lib/forms'
import { fullTitle } from '../../lib/seo'
import { site } from '../../site.config'
import { loadedChunks, readManifest, type Manifest } from './site-weight'

const WORKER_SOURCE = 'lib/offline/service-worker.js'
const PAGE_SOURCE = 'lib/offline/offline-page.js'
/** How many kept pages the offline page lists, newest first. */
const LISTED = 20
/**
 * When the offline page, standing in for a page that could not load, loads that page again by itself (offline-page.js):
 * a second after the browser says it is online, and while it says so but the page still cannot be reached, after 5 s,
 * then twice as long each time up to 5 minutes (the count forgotten after 10 minutes).
 */
const RETRY = { online: 1_000, first: 5_000, longest: 300_000, forget: 600_000 }

export type ServiceWorkerConfig = {
  version: string
  scope: string
  /** Address prefix of each language's pages ("/sw/") -> its offline page ("/sw/offline"), base included. */
  offline: Record<string, string>
  /**
   * What the offline pages show and run besides themselves, kept with them: their images (the logo), icon, own script,
   * and the layout's module script with the chunks it imports (its menus and theme button work offline too).
   */
  files: string[]
  /** What every page's <title> ends with (" - Kilele Technologies"): the list of kept pages leaves it out. */
  titleSuffix: string
  pagesCache: string
  offlineCachePrefix: string
  titleHeader: string
  keep: number
  imagesCache: string
  keepImages: number
  /** The fields of a form's POST that are not the visitor's words: the form's name and the honeypot. */
  formFields: { formName: string; honeypot: string }
}

/** Vite's manifest of the build, or none (a site built without one: its module scripts are then not kept). */
function manifestOf(clientDir: string): Manifest | undefined {
  try {
    return readManifest(clientDir)
  } catch {
    return undefined
  }
}

/**
 * The site's own files a page shows or runs: images, icons, preloads, scripts, and the chunks its module scripts
 * import (from the manifest; not the ones they load later, such as the islands).
 */
export function filesShown(html: string, base: string, manifest?: Manifest): string[] {
  const root = parse(html)
  const own = (urls: (string | undefined)[]) => urls.filter((url): url is string => typeof url === 'string' && url.startsWith(base) && !url.startsWith('//'))
  const links = root.querySelectorAll('link[href]')
  const linked = (rel: RegExp) => links.filter((link) => rel.test(link.getAttribute('rel') ?? '')).map((link) => link.getAttribute('href'))
  const images = own([...root.querySelectorAll('img[src]').map((img) => img.getAttribute('src')), ...linked(/\b(icon|preload)\b/)])
  const scripts = own([...root.querySelectorAll('script[src]').map((script) => script.getAttribute('src')), ...linked(/\bmodulepreload\b/)])
  // the manifest names files from the site's root, without the base
  const chunks = manifest ? [...loadedChunks(manifest, scripts.map((url) => url.slice(base.length)), [])].map((key) => withBase(manifest[key]!.file, base)) : []
  return [...new Set([...images, ...scripts, ...chunks])]
}

/** A script with its settings above it. */
export const withConfig = (config: object, source: string): string => `const CONFIG = ${JSON.stringify(config)}\n${source}`

/** Writes `<clientDir>/sw.js` and `<clientDir>/offline.js`; returns the worker's settings. */
export function writeServiceWorker(clientDir: string, base: string, root = process.cwd()): ServiceWorkerConfig {
  const worker = fs.readFileSync(path.join(root, WORKER_SOURCE), 'utf8')
  const pages = langs
    .map((lang) => ({ lang, route: editionRoute(routes.offline(), lang) }))
    .map((page) => ({ ...page, file: path.join(clientDir, page.route, 'index.html') }))
    .filter((page) => fs.existsSync(page.file))
  const offline: Record<string, string> = Object.fromEntries(pages.map(({ lang, route }) => [withBase(`${prefixOf(lang)}/`, base), withBase(route, base)]))
  // the offline pages' own addresses: there the page is itself, not standing in for a page that could not load
  const pageConfig = { pagesCache: PAGES_CACHE, titleHeader: TITLE_HEADER, listed: LISTED, offlinePages: Object.values(offline), retry: RETRY }
  const pageScript = withConfig(pageConfig, fs.readFileSync(path.join(root, PAGE_SOURCE), 'utf8'))
  const version = createHash('sha1').update(worker).update(pageScript).update(base)
  const files = new Set<string>()
  const manifest = manifestOf(clientDir)
  for (const { route, file } of pages) {
    const html = fs.readFileSync(file)
    version.update(route).update(html)
    for (const shown of filesShown(html.toString('utf8'), base, manifest)) files.add(shown)
  }
  const config: ServiceWorkerConfig = {
    version: version.digest('hex').slice(0, 12),
    scope: base,
    offline,
    files: [...files].sort(),
    titleSuffix: fullTitle('x', site.name).slice(1),
    pagesCache: PAGES_CACHE,
    offlineCachePrefix: OFFLINE_CACHE_PREFIX,
    titleHeader: TITLE_HEADER,
    keep: PAGES_KEPT,
    imagesCache: IMAGES_CACHE,
    keepImages: IMAGES_KEPT,
    formFields: { formName: FORM_NAME_FIELD, honeypot: site.forms.honeypot },
  }
  fs.writeFileSync(path.join(clientDir, routes.offlineScript().slice(1)), pageScript)
  fs.writeFileSync(path.join(clientDir, routes.serviceWorker().slice(1)), withConfig(config, worker))
  return config
}
