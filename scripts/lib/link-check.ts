/**
 * Checks every internal reference in a built site: links, assets (src, srcset, CSS url()), redirects and
 * #anchors, the way a static host resolves them (/x -> x/index.html) under the site's base path.
 * External URLs (other hosts, mailto:, tel:) are not fetched. A page's social image (og:image, twitter:image)
 * is an absolute URL on the published site: it is checked like a link when it is on the site's own origin.
 */
import fs from 'node:fs'
import path from 'node:path'
import { site } from '../../site.config'
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
  const pages = new Map<string, Page>()
  for (const file of files) {
    if (!file.endsWith('.html')) continue
    const { ids, refs } = pageLinks(await fs.promises.readFile(path.join(dir, file), 'utf8'), siteOrigin)
    pages.set(file, { ids: new Set(ids), refs })
  }
  return problemsOf(files, pages, base)
}

function problemsOf(files: Set<string>, pages: Map<string, Page>, base: string): LinkProblem[] {
  const resolve = (pathname: string): string | undefined => {
    const relative = pathname.slice(base.length).replace(/\/$/, '')
    const candidates = relative === '' ? ['index.html'] : [relative, `${relative}/index.html`, `${relative}.html`]
    return candidates.find((candidate) => files.has(candidate))
  }

  const problems: LinkProblem[] = []
  for (const [page, { refs }] of pages) {
    for (const ref of refs) {
      const raw = urlOf(ref).trim()
      if (raw === '' || raw === '#' || isExternal(raw)) continue
      const url = new URL(raw, ORIGIN + pageUrl(page, base))
      const pathname = safeDecode(url.pathname)
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
      const anchor = safeDecode(url.hash.slice(1))
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
