/**
 * Checks over the built HTML that a route loads only what it uses: react-slick (code and CSS) only with a
 * carousel, no other article's body, a lazy map frame, no web fonts from another host, and images with
 * their dimensions (and, when raster, a srcset/sizes in a modern format).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RouteWeight } from './site-weight'

export type RoutePage = { weight: RouteWeight; html: string }

const CAROUSEL = /Carousel$/
/** react-slick's own code and its track CSS (a selector naming .slick-slide elsewhere is not the library). */
const REACT_SLICK_CODE = /slickGoTo|slick-track/
const tagsOf = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0])
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]

export function carouselProblems(page: RoutePage, readAsset: (file: string) => string): string[] {
  if (page.weight.islands.some((name) => CAROUSEL.test(name))) return []
  const problems: string[] = []
  if (/slick/i.test(page.html)) problems.push('HTML mentions slick but the page has no carousel')
  for (const file of page.weight.jsFiles) if (REACT_SLICK_CODE.test(readAsset(file))) problems.push(`${file} carries react-slick but the page has no carousel`)
  return problems
}

/**
 * The HTML inside the element marked data-prose (an article's body), up to its own end tag: elements of its name
 * inside it (a table's frame in a body <div>) are counted, so what follows the body (related posts) is not in it.
 */
function proseHtml(html: string): string | undefined {
  const marked = html.indexOf('data-prose')
  if (marked === -1) return undefined
  const start = html.lastIndexOf('<', marked)
  const name = /^<([a-z][a-z0-9]*)/i.exec(html.slice(start))?.[1]
  const bodyStart = html.indexOf('>', marked) + 1
  if (!name || bodyStart === 0) return undefined
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi')
  tags.lastIndex = bodyStart
  let depth = 1
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return html.slice(bodyStart, tag.index)
  }
  return html.slice(bodyStart)
}

/**
 * A piece of an article's body as it appears in the HTML: its first run of text of 40 characters or more between
 * tags (60 of them), or its longest run of 20 or more when none is that long. Inline markup a writer's words get
 * (a hyphenated word kept on one line is a <span>) breaks a paragraph into runs; the piece comes from the body only,
 * never from what the page shows after it.
 */
export function articleSnippet(html: string): string | undefined {
  const prose = proseHtml(html)
  if (prose === undefined) return undefined
  const runs = [...prose.matchAll(/(?:^|>)([^<]+)/g)].map((run) => run[1]!)
  const run = runs.find((text) => text.length >= 40) ?? runs.filter((text) => text.trim().length >= 20).sort((a, b) => b.length - a.length)[0]
  return run?.slice(0, 60)
}

/** Articles: no page ships another article's body, and no script carries any body. */
export function articleProblems(articles: RoutePage[], readAsset: (file: string) => string): string[] {
  const snippets = articles.map((page) => ({ route: page.weight.route, snippet: articleSnippet(page.html) }))
  const problems = snippets.filter((s) => !s.snippet).map((s) => `${s.route}: no article body (data-prose) found`)
  for (const page of articles) {
    const own = articleSnippet(page.html)
    for (const other of snippets) {
      if (!other.snippet || other.snippet === own) continue
      if (page.html.includes(other.snippet)) problems.push(`${page.weight.route} contains the body of ${other.route}`)
    }
    for (const file of page.weight.jsFiles) {
      const text = readAsset(file)
      for (const other of snippets) if (other.snippet && text.includes(other.snippet)) problems.push(`${page.weight.route} loads ${file}, which holds the body of ${other.route}`)
    }
  }
  return problems
}

/** A frame must load late: natively lazy, or with no src until a script sets it (components/ui/LazyFrame.tsx). */
export function frameProblems(page: RoutePage): string[] {
  return tagsOf(page.html, 'iframe')
    .filter((tag) => attr(tag, 'src') !== undefined && attr(tag, 'loading') !== 'lazy')
    .map((tag) => `iframe that loads at once (no loading="lazy", src set): ${tag.slice(0, 100)}`)
}

const FONT_HOSTS = /fonts\.(googleapis|gstatic)\.com|use\.typekit|fonts\.bunny|fontshare|cdnfonts/i

export function fontProblems(page: RoutePage): string[] {
  const problems: string[] = []
  if (FONT_HOSTS.test(page.html)) problems.push('refers to a web-font host')
  for (const tag of tagsOf(page.html, 'link')) {
    const rel = attr(tag, 'rel') ?? ''
    const href = attr(tag, 'href') ?? ''
    if (/stylesheet|preload|preconnect/.test(rel) && /^([a-z]+:)?\/\//i.test(href)) problems.push(`loads ${href} from another host`)
  }
  for (const face of page.html.match(/@font-face\s*{[^}]*}/gi) ?? []) if (/url\(\s*["']?([a-z]+:)?\/\//i.test(face)) problems.push(`@font-face from another host: ${face.slice(0, 100)}`)
  return problems
}

const RASTER = /\.(png|jpe?g|webp|avif|gif)(\?|$)/i
const MODERN = /\.(webp|avif)(\?|$)/i

export function imageProblems(page: RoutePage, clientDir: string): string[] {
  const problems: string[] = []
  for (const tag of tagsOf(page.html, 'img')) {
    const src = attr(tag, 'src') ?? ''
    const width = attr(tag, 'width')
    const height = attr(tag, 'height')
    if (!width || !height || !/^\d+$/.test(width) || !/^\d+$/.test(height)) problems.push(`<img src="${src}"> needs numeric width and height`)
    if (attr(tag, 'fetchpriority') === 'high' && attr(tag, 'loading') === 'lazy') problems.push(`<img src="${src}"> is high priority but lazy`)
    if (RASTER.test(src)) {
      if (!MODERN.test(src)) problems.push(`<img src="${src}"> is not WebP or AVIF`)
      const srcset = attr(tag, 'srcset')
      if (!srcset || !attr(tag, 'sizes')) problems.push(`<img src="${src}"> is raster without srcset and sizes`)
      for (const candidate of srcset?.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') ?? []) {
        if (candidate.startsWith('/') && !fs.existsSync(path.join(clientDir, candidate))) problems.push(`srcset candidate ${candidate} is missing`)
      }
    }
  }
  return problems
}
