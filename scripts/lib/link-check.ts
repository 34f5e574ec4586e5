/**
 * Checks every internal reference in a built site: links, assets (src, srcset, CSS url()), redirects and
 * #anchors, the way a static host resolves them (/x -> x/index.html) under the site's base path.
 * External URLs (other hosts, mailto:, tel:) are not fetched. A page's social image (og:image, twitter:image)
 * is an absolute URL on the published site: it is checked like a link when it is on the site's own origin.
 */
import fs from 'node:fs'
import path from 'node:path'
import { NodeType, parse, type HTMLElement } from 'node-html-parser'
import { cacheWritesBelow, diskCache } from '../../lib/cache/disk-cache'
import { site } from '../../site.config'
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

/** The attributes of each element that reference another file. */
const referencing: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
}

function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => `url(${m[2]})`)
}

/** Every element in document order: one walk of the tree (a selector query per attribute walked it 18 times). */
function* elements(node: HTMLElement): Generator<HTMLElement> {
  for (const child of node.childNodes) {
    if (child.nodeType !== NodeType.ELEMENT_NODE) continue
    yield child as HTMLElement
    yield* elements(child as HTMLElement)
  }
}

/** Meta tags whose content names a file of the site (absolute URLs, on the site's origin). */
const SOCIAL_IMAGES = new Set(['og:image', 'twitter:image'])

function readPage(html: string, siteOrigin: string): Page {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: true, noscript: true } })
  const ids = new Set<string>()
  const refs: string[] = []
  for (const element of elements(root)) {
    const tag = element.rawTagName.toLowerCase()
    const attributes = element.attrs
    if (attributes.id) ids.add(attributes.id)
    if (tag === 'a' && attributes.name) ids.add(attributes.name)
    for (const attribute of referencing[tag] ?? []) {
      if (attribute in attributes) refs.push(`${attribute}="${attributes[attribute]}"`)
    }
    if (attributes.srcset !== undefined) {
      for (const candidate of attributes.srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0]
        if (url) refs.push(`srcset="${url}"`)
      }
    }
    const social = tag === 'meta' ? (attributes.property ?? attributes.name ?? '') : ''
    if (SOCIAL_IMAGES.has(social) && attributes.content?.startsWith(`${siteOrigin}/`)) refs.push(`content="${attributes.content.slice(siteOrigin.length)}"`)
    if (tag === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
      const url = /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content ?? '')?.[1]
      if (url) refs.push(`refresh="${url.trim()}"`)
    }
    if (attributes.style) refs.push(...cssUrls(attributes.style))
    if (tag === 'style') refs.push(...cssUrls(element.rawText))
  }
  return { ids, refs }
}

/** What a page's HTML references: a page unchanged since the last build is not parsed again (the build cache). */
const readPages = diskCache('links')

type SerializedPage = { ids: string[]; refs: string[] }

/**
 * The page's ids and references, always as new strings: those node-html-parser returns are slices of the
 * page's HTML, and V8 keeps the whole HTML alive for a slice of it (at 10,000 posts, every page at once).
 */
function readPageCached(html: string, siteOrigin: string): Page {
  const key = `${siteOrigin}\0${html}`
  let serialized = readPages.get(key)
  if (serialized === undefined) {
    const page = readPage(html, siteOrigin)
    serialized = JSON.stringify({ ids: [...page.ids], refs: page.refs } satisfies SerializedPage)
    readPages.set(key, serialized)
  }
  const { ids, refs } = JSON.parse(serialized) as SerializedPage
  return { ids: new Set(ids), refs }
}

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
    pages.set(file, readPageCached(await fs.promises.readFile(path.join(dir, file), 'utf8'), siteOrigin))
    await cacheWritesBelow(64)
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
