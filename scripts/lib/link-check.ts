/**
 * Checks every internal reference in a built site: links, assets (src, srcset, CSS url()), redirects and
 * #anchors, the way a static host resolves them (/x -> x/index.html) under the site's base path.
 * External URLs (other hosts, mailto:, tel:) are not fetched. A page's social image (og:image, twitter:image)
 * is an absolute URL on the published site: it is checked like a link when it is on the site's own origin.
 */
import fs from 'node:fs'
import path from 'node:path'
import { site } from '../../site.config'
import type { DiskCache } from '../../lib/cache/disk-cache'
import { mapAtMost } from './at-most'
import { currentFindings, type KnownByDigest } from './known-by-digest'
import { pageLinks, type PageLinks } from './page-links'
import { builtFiles } from './routes'

export type LinkProblem = {
  /** The HTML file, relative to the checked folder */
  page: string
  /** The reference as written, with the attribute it came from */
  ref: string
  message: string
}

type Page = { ids: Set<string>; refs: string[] }

const ORIGIN = 'http://site.invalid'
/** Pages read at the same time. */
const READS_IN_FLIGHT = 16

/** The URL path the site links to for an HTML file: "blog/x/index.html" -> "<base>blog/x". */
function pageUrl(file: string, base: string): string {
  if (file === 'index.html') return base
  return base + file.replace(/\/index\.html$/, '')
}

function urlOf(ref: string): string {
  return /^(?:url\((.*)\)|[\w-]+="(.*)")$/s.exec(ref)?.slice(1).find((part) => part !== undefined) ?? ''
}

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')
}

/** What earlier checks found in pages, by the SHA-1 of a page's bytes (see known-by-digest.ts). */
export type KnownLinks = KnownByDigest<PageLinks>

/** The links and ids of a site's pages, read by readPageLinks for a later linkProblems. */
export type PagesRead = Map<string, Page>

/**
 * Checks the built site in `dir` (e.g. dist/client) served under `base` ("/" or "/preview/pr-42/");
 * `siteOrigin` is where it is published (site.url), for the absolute URLs of social images.
 */
export async function checkLinks(dir: string, base = '/', siteOrigin = new URL(site.url).origin, known?: KnownLinks): Promise<LinkProblem[]> {
  return linkProblems(dir, await readPageLinks(dir, siteOrigin, known), base, siteOrigin)
}

/**
 * Reads the links and ids of every HTML page of `dir` (most of a check's time), before the files they link to are
 * all there: the build reads its pages while its social cards are still drawn, then checks. Pages are read
 * asynchronously, so a build step beside it in the same process (the search index feeding Pagefind) goes on.
 */
export async function readPageLinks(dir: string, siteOrigin = new URL(site.url).origin, known?: KnownLinks): Promise<PagesRead> {
  const html = builtFiles(dir).filter((file) => file.endsWith('.html'))
  // the navigation's and footer's links are on every page: held once, not once a page
  const held = new Map<string, string>()
  const hold = (ref: string) => held.get(ref) ?? (held.set(ref, ref), ref)
  // several reads in flight: one at a time, the check mostly waited for the disk (at 10,000 posts, 26 s)
  const read = await mapAtMost(html, READS_IN_FLIGHT, async (file): Promise<Page> => {
    const digest = known?.digests[file]
    let links = digest === undefined ? undefined : known!.byDigest.get(digest)
    if (!links) {
      links = pageLinks(await fs.promises.readFile(path.join(dir, file), 'utf8'), siteOrigin)
      if (digest !== undefined) known!.byDigest.set(digest, { ids: links.ids.map(hold), refs: links.refs.map(hold) })
    }
    return { ids: new Set(links.ids), refs: links.refs.map(hold) }
  })
  return new Map(html.map((file, i) => [file, read[i]!]))
}

/**
 * Every broken reference of the pages read, against the files `dir` holds now; an HTML page written since it was
 * read is read now.
 */
export async function linkProblems(dir: string, read: PagesRead, base = '/', siteOrigin = new URL(site.url).origin): Promise<LinkProblem[]> {
  const files = new Set(builtFiles(dir))
  const pages = new Map([...read].filter(([file]) => files.has(file)))
  const later = [...files].filter((file) => file.endsWith('.html') && !pages.has(file))
  for (const file of later) {
    const links = pageLinks(await fs.promises.readFile(path.join(dir, file), 'utf8'), siteOrigin)
    pages.set(file, { ids: new Set(links.ids), refs: links.refs })
  }
  return problemsOf(files, pages, base)
}

/**
 * The links of the pages `digests` names, kept in the build cache for the next build (under the site's
 * origin, which the social images' URLs depend on): every text once in a table, each page by the SHA-1 of its
 * bytes with its ids and references as places in the table.
 */
export function saveKnownLinks(cache: DiskCache, siteOrigin: string, known: KnownLinks): void {
  const table = new Map<string, number>()
  const place = (text: string) => table.get(text) ?? (table.set(text, table.size), table.size - 1)
  const pages: Record<string, [number[], number[]]> = {}
  for (const [digest, links] of currentFindings(known)) pages[digest] = [links.ids.map(place), links.refs.map(place)]
  cache.set(siteOrigin, JSON.stringify({ table: [...table.keys()], pages }))
}

/** The links saveKnownLinks kept, or none when the entry is missing or not of that shape. */
export function loadKnownLinks(cache: DiskCache, siteOrigin: string): Map<string, PageLinks> {
  const known = new Map<string, PageLinks>()
  try {
    const { table, pages } = JSON.parse(cache.get(siteOrigin) ?? '{}') as { table?: unknown; pages?: unknown }
    if (!Array.isArray(table) || !table.every((text) => typeof text === 'string') || typeof pages !== 'object' || pages === null) return known
    const text = (at: unknown) => {
      if (typeof at !== 'number' || table[at] === undefined) throw new Error('not a place in the table')
      return table[at] as string
    }
    for (const [digest, [ids, refs]] of Object.entries(pages as Record<string, [unknown[], unknown[]]>)) known.set(digest, { ids: ids.map(text), refs: refs.map(text) })
  } catch {
    known.clear()
  }
  return known
}

function problemsOf(files: Set<string>, pages: Map<string, Page>, base: string): LinkProblem[] {
  const targets = new Map<string, string | undefined>()
  const resolve = (pathname: string): string | undefined => {
    if (targets.has(pathname)) return targets.get(pathname)
    const relative = pathname.slice(base.length).replace(/\/$/, '')
    const candidates = relative === '' ? ['index.html'] : [relative, `${relative}/index.html`, `${relative}.html`]
    const target = candidates.find((candidate) => files.has(candidate))
    targets.set(pathname, target)
    return target
  }
  /** Where a reference from the site's root ("/blog/x#y") goes is the same from every page: worked out once. */
  const fromRoot = new Map<string, { pathname: string; anchor: string }>()
  const locate = (raw: string, page: string) => {
    const absolute = raw.startsWith('/')
    let place = absolute ? fromRoot.get(raw) : undefined
    if (!place) {
      const url = new URL(raw, ORIGIN + pageUrl(page, base))
      place = { pathname: safeDecode(url.pathname), anchor: safeDecode(url.hash.slice(1)) }
      if (absolute) fromRoot.set(raw, place)
    }
    return place
  }

  const problems: LinkProblem[] = []
  for (const [page, { refs }] of pages) {
    for (const ref of refs) {
      const raw = urlOf(ref).trim()
      if (raw === '' || raw === '#' || isExternal(raw)) continue
      const { pathname, anchor } = locate(raw, page)
      const fail = (message: string) => problems.push({ page, ref, message })
      if (!`${pathname}/`.startsWith(base)) {
        fail(`${pathname} is outside the base path ${base}`)
        continue
      }
      const target = resolve(pathname)
      if (!target) {
        fail(`nothing is built at ${pathname}`)
        continue
      }
      const targetPage = pages.get(target)
      if (anchor && targetPage && !targetPage.ids.has(anchor)) fail(`${target} has no element with id="${anchor}"`)
    }
  }
  return problems
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** One line per problem; `dir` prefixes each page (omit it for a temporary folder that is about to go). */
export function formatLinkProblems(problems: LinkProblem[], dir = ''): string {
  const count = problems.length === 1 ? '1 broken link' : `${problems.length} broken links`
  const lines = problems.map((p) => `  ${dir ? path.join(dir, p.page) : p.page}: ${p.ref}: ${p.message}`)
  return `Link check failed, ${count}:\n${lines.join('\n')}`
}
