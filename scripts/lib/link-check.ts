/**
 * Checks every internal reference in a built site: links, assets (src, srcset, CSS url()), redirects and
 * #anchors, the way a static host resolves them (/x -> x/index.html) under the site's base path.
 * External URLs (other hosts, mailto:, tel:) are not fetched. A page's social image (og:image, twitter:image)
 * is an absolute URL on the published site: it is checked like a link when it is on the site's own origin.
 */
import fs from 'node:fs'
import path from 'node:path'
import { site } from '../../site.config'
import { mapAtMost } from './at-most'
import { pageLinks } from './page-links'
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

/**
 * Checks the built site in `dir` (e.g. dist/client) served under `base` ("/" or "/preview/pr-42/");
 * `siteOrigin` is where it is published (site.url), for the absolute URLs of social images. Pages are read
 * asynchronously, so a build step beside it in the same process (the search index feeding Pagefind) goes on.
 */
export async function checkLinks(dir: string, base = '/', siteOrigin = new URL(site.url).origin): Promise<LinkProblem[]> {
  const files = new Set(builtFiles(dir))
  const html = [...files].filter((file) => file.endsWith('.html'))
  // the navigation's and footer's links are on every page: held once, not once a page
  const held = new Map<string, string>()
  const hold = (ref: string) => held.get(ref) ?? (held.set(ref, ref), ref)
  // several reads in flight: one at a time, the check mostly waited for the disk (at 10,000 posts, 26 s)
  const read = await mapAtMost(html, READS_IN_FLIGHT, async (file): Promise<Page> => {
    const { ids, refs } = pageLinks(await fs.promises.readFile(path.join(dir, file), 'utf8'), siteOrigin)
    return { ids: new Set(ids), refs: refs.map(hold) }
  })
  const pages = new Map(html.map((file, i) => [file, read[i]!]))
  return problemsOf(files, pages, base)
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
