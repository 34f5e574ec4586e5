/**
 * Writes the service worker (sw.js at the site's base) from lib/offline/service-worker.js and the settings it
 * needs: the base, the offline page of each language that has one, and a version made of the worker's code and
 * those pages' bytes, so that a visitor's browser installs it again, and keeps the new offline pages, whenever
 * either changes.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { editionRoute, langs, prefixOf } from '../../lib/editions'
import { OFFLINE_CACHE_PREFIX, PAGES_CACHE, PAGES_KEPT, TITLE_HEADER } from '../../lib/offline/offline-cache'
import { routes, withBase } from '../../lib/permalink'

const SOURCE = 'lib/offline/service-worker.js'

export type ServiceWorkerConfig = {
  version: string
  scope: string
  /** Address prefix of each language's pages ("/sw/") -> its offline page ("/sw/offline"), base included. */
  offline: Record<string, string>
  pagesCache: string
  offlineCachePrefix: string
  titleHeader: string
  keep: number
}

export function serviceWorkerText(config: ServiceWorkerConfig, source: string): string {
  return `const CONFIG = ${JSON.stringify(config)}\n${source}`
}

/** Writes `<clientDir>/sw.js`; returns its settings. */
export function writeServiceWorker(clientDir: string, base: string, root = process.cwd()): ServiceWorkerConfig {
  const source = fs.readFileSync(path.join(root, SOURCE), 'utf8')
  const version = createHash('sha1').update(source).update(base)
  const offline: Record<string, string> = {}
  for (const lang of langs) {
    const route = editionRoute(routes.offline(), lang)
    const file = path.join(clientDir, route, 'index.html')
    if (!fs.existsSync(file)) continue
    offline[withBase(`${prefixOf(lang)}/`, base)] = withBase(route, base)
    version.update(route).update(fs.readFileSync(file))
  }
  const config: ServiceWorkerConfig = {
    version: version.digest('hex').slice(0, 12),
    scope: base,
    offline,
    pagesCache: PAGES_CACHE,
    offlineCachePrefix: OFFLINE_CACHE_PREFIX,
    titleHeader: TITLE_HEADER,
    keep: PAGES_KEPT,
  }
  fs.writeFileSync(path.join(clientDir, routes.serviceWorker().slice(1)), serviceWorkerText(config, source))
  return config
}
