/**
 * What a built route costs a visitor: gzip bytes of its HTML, of the stylesheets it links and of every
 * JavaScript file it loads. JavaScript follows static imports from the page's <script>/<link> tags and
 * the lazy chunks the page really triggers: when the HTML has islands, the island loader, React and
 * styled-components, plus the chunk of each island present on the page (from Vite's manifest, which
 * Vike keeps as dist/assets.json); on the search page (a `form[data-search]`), the search behaviour and the
 * Pagefind code it loads (its runtime and the WebAssembly of the page's language). No other page loads them.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

export type RouteWeight = {
  route: string
  /** gzip bytes */
  html: number
  css: number
  js: number
  islands: string[]
  /** files (relative to the client folder) counted for the route */
  jsFiles: string[]
  cssFiles: string[]
}

export const ISLAND_LOADER = 'components/islands/hydrate.client.ts'
export const islandModule = (name: string) => `components/islands/${name}.tsx`

export const gzipSize = (content: string | Buffer) => zlib.gzipSync(content, { level: 9 }).length

export function htmlFileOf(clientDir: string, route: string): string {
  return path.join(clientDir, route.replace(/^\/+|\/+$/g, ''), 'index.html')
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]

/** Local script and stylesheet URLs an HTML document asks for, without the base path. */
export function referencedAssets(html: string, base = '/'): { scripts: string[]; styles: string[] } {
  const local = (url: string | undefined) => (url && !/^([a-z]+:)?\/\//i.test(url) ? url.replace(new RegExp(`^${base}`), '').replace(/^\//, '') : undefined)
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => local(attribute(m[0], 'src')))
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0])
  const preloads = links.filter((tag) => /rel=["']modulepreload["']/i.test(tag)).map((tag) => local(attribute(tag, 'href')))
  const styles = links.filter((tag) => /rel=["']stylesheet["']/i.test(tag)).map((tag) => local(attribute(tag, 'href')))
  const present = (list: (string | undefined)[]) => [...new Set(list.filter((x): x is string => Boolean(x)))]
  return { scripts: present([...scripts, ...preloads]), styles: present(styles) }
}

export const islandsIn = (html: string) => [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1] as string))].sort()

/** Manifest keys reachable through static imports from `keys`. */
function staticClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  const queue = [...keys]
  while (queue.length) {
    const key = queue.pop() as string
    if (into.has(key) || !manifest[key]) continue
    into.add(key)
    queue.push(...(manifest[key].imports ?? []))
  }
  return into
}

/** Manifest keys a page loads: its entry scripts, and when it has islands the loader, its runtime and those islands. */
export function loadedChunks(manifest: Manifest, entryFiles: string[], islands: string[]): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const entries = entryFiles.map((file) => byFile.get(file)).filter((key): key is string => Boolean(key))
  const keys = staticClosure(manifest, entries)
  if (islands.length > 0 && manifest[ISLAND_LOADER]) {
    const islandKeys = new Set(Object.keys(manifest).filter((key) => key.startsWith('components/islands/') && key !== ISLAND_LOADER))
    const runtime = (manifest[ISLAND_LOADER].dynamicImports ?? []).filter((key) => !islandKeys.has(key))
    staticClosure(manifest, [ISLAND_LOADER, ...runtime, ...islands.map(islandModule)], keys)
  }
  return keys
}

export const SEARCH_BEHAVIOUR = 'components/behaviour/search.client.ts'

/**
 * The code a page loads for site search, relative to the client folder: none without a search form; with one,
 * the search behaviour's chunks and Pagefind's runtime and WebAssembly for the page's language (`has` says
 * whether a built file exists; Pagefind names the WebAssembly of a language it has no stemmer for "unknown").
 */
export function searchCode(html: string, manifest: Manifest, has: (file: string) => boolean): string[] {
  if (!/<form[^>]*\sdata-search[\s>=]/.test(html) || !manifest[SEARCH_BEHAVIOUR]) return []
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'unknown'
  const wasm = [`pagefind/wasm.${lang}.pagefind`, 'pagefind/wasm.unknown.pagefind'].find(has)
  const chunks = [...staticClosure(manifest, [SEARCH_BEHAVIOUR])].map((key) => (manifest[key] as ManifestChunk).file)
  return [...chunks, ...['pagefind/pagefind.js', wasm].filter((file): file is string => file !== undefined && has(file))]
}

export function readManifest(clientDir: string): Manifest {
  const candidates = [path.join(clientDir, '..', 'assets.json'), path.join(clientDir, '.vite', 'manifest.json')]
  const file = candidates.find((f) => fs.existsSync(f))
  if (!file) throw new Error(`No Vite manifest next to ${clientDir} (looked for ${candidates.join(', ')})`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
}

export function routeWeight(clientDir: string, route: string, manifest: Manifest, base = '/'): RouteWeight {
  const html = fs.readFileSync(htmlFileOf(clientDir, route), 'utf8')
  const { scripts, styles } = referencedAssets(html, base)
  const islands = islandsIn(html)
  const chunks = loadedChunks(manifest, scripts, islands)
  const jsFiles = new Set([...scripts, ...searchCode(html, manifest, (file) => fs.existsSync(path.join(clientDir, file)))])
  const cssFiles = new Set(styles)
  for (const key of chunks) {
    const chunk = manifest[key] as ManifestChunk
    jsFiles.add(chunk.file)
    for (const css of chunk.css ?? []) cssFiles.add(css)
  }
  const sizeOf = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(clientDir, file))), 0)
  return { route, html: gzipSize(html), css: sizeOf(cssFiles), js: sizeOf(jsFiles), islands, jsFiles: [...jsFiles].sort(), cssFiles: [...cssFiles].sort() }
}
