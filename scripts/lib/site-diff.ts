/**
 * What a change did to a built site: routes added, removed and changed, compared by what a visitor reads
 * (title, description, visible text), so hashed asset names and markup-only changes do not count.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { code, plain, ticksAround } from './markdown-text'
import { builtFiles, builtRoutes } from './routes'

export type PageText = { title: string; lines: string[] }

export type SiteSnapshot = {
  pages: Map<string, PageText>
  /** Other files outside the hashed assets/ folder (feeds, sitemap, images), by content hash */
  files: Map<string, string>
}

export type RouteChange = { route: string; added: string[]; removed: string[] }

export type SiteDiff = {
  added: { route: string; title: string }[]
  removed: { route: string; title: string }[]
  changed: RouteChange[]
  unchanged: number
  files: { added: string[]; removed: string[]; changed: string[] }
}

/** The text of one HTML page, one line per block, with its title and description first. */
export function pageText(html: string): PageText {
  const root = parse(html)
  const title = root.querySelector('title')?.text.trim() ?? ''
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  const body = root.querySelector('body') ?? root
  body.querySelectorAll('script, style, noscript, template').forEach((node) => node.remove())
  const text = body.structuredText
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  return { title, lines: [`title: ${title}`, `description: ${description.trim()}`, ...text] }
}

const HASHED_ASSETS = /^assets\//

export function readSite(dir: string): SiteSnapshot {
  if (!fs.existsSync(dir)) throw new Error(`No built site at ${dir}`)
  const all = builtFiles(dir)
  const pages = new Map<string, PageText>()
  for (const route of builtRoutes(dir, all)) {
    pages.set(route, pageText(fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8')))
  }
  const files = new Map<string, string>()
  for (const file of all) {
    if (HASHED_ASSETS.test(file) || file.endsWith('/index.html') || file === 'index.html') continue
    if (file.endsWith('.html')) pages.set(`/${file}`, pageText(fs.readFileSync(path.join(dir, file), 'utf8')))
    else files.set(file, crypto.createHash('sha1').update(fs.readFileSync(path.join(dir, file))).digest('hex'))
  }
  return { pages, files }
}

/** Lines only in a and only in b, by longest common subsequence (pages are short enough for O(n*m)). */
export function diffLines(a: string[], b: string[]): { removed: string[]; added: string[] } {
  const rows = a.length + 1
  const cols = b.length + 1
  const lcs = new Uint32Array(rows * cols)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * cols + j] = a[i] === b[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!)
    }
  }
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { i++; j++ } else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) removed.push(a[i++]!)
    else added.push(b[j++]!)
  }
  removed.push(...a.slice(i))
  added.push(...b.slice(j))
  return { removed, added }
}

export function diffSites(before: SiteSnapshot, after: SiteSnapshot): SiteDiff {
  const diff: SiteDiff = { added: [], removed: [], changed: [], unchanged: 0, files: { added: [], removed: [], changed: [] } }
  for (const [route, page] of after.pages) {
    const old = before.pages.get(route)
    if (!old) diff.added.push({ route, title: page.title })
    else if (old.lines.join('\n') === page.lines.join('\n')) diff.unchanged++
    else diff.changed.push({ route, ...diffLines(old.lines, page.lines) })
  }
  for (const [route, page] of before.pages) if (!after.pages.has(route)) diff.removed.push({ route, title: page.title })
  for (const [file, hash] of after.files) {
    const old = before.files.get(file)
    if (old === undefined) diff.files.added.push(file)
    else if (old !== hash) diff.files.changed.push(file)
  }
  for (const file of before.files.keys()) if (!after.files.has(file)) diff.files.removed.push(file)
  return diff
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Markdown: readable in a terminal and as a pull-request comment. */
export function formatSiteDiff(diff: SiteDiff, { maxLines = 8 } = {}): string {
  const out = [
    `## What this change does to the site`,
    '',
    `${plural(diff.added.length, 'route')} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged.`,
  ]
  if (diff.added.length) out.push('', '### Added', ...diff.added.map((p) => `- ${code(p.route)} ${plain(p.title)}`))
  if (diff.removed.length) out.push('', '### Removed', ...diff.removed.map((p) => `- ${code(p.route)} ${plain(p.title)}`))
  if (diff.changed.length) {
    out.push('', '### Changed')
    for (const change of diff.changed) {
      const lines = [...change.removed.map((l) => `- ${l}`), ...change.added.map((l) => `+ ${l}`)]
      const more = lines.length > maxLines ? [`  … ${lines.length - maxLines} more lines`] : []
      const fence = ticksAround(lines, 3)
      out.push('', `${code(change.route)} (+${change.added.length} / -${change.removed.length} lines)`, `${fence}diff`, ...lines.slice(0, maxLines), ...more, fence)
    }
  }
  const { added, removed, changed } = diff.files
  if (added.length + removed.length + changed.length) {
    out.push('', '### Other files')
    if (added.length) out.push(`- added: ${added.map(code).join(', ')}`)
    if (removed.length) out.push(`- removed: ${removed.map(code).join(', ')}`)
    if (changed.length) out.push(`- changed: ${changed.map(code).join(', ')}`)
  }
  return out.join('\n')
}
