/**
 * What a built page references and what it can be linked to: its element ids and every internal reference (links,
 * assets in src and srcset, CSS url() in style attributes and <style>, redirects, social images on the site's own
 * origin), for the link check. A scan of the tags, not a document tree: the pages are the build's own HTML (React's
 * and the renderer's, every attribute value quoted and escaped), and building node-html-parser's tree of every page
 * took about 3 ms a page, most of the link check. Content inside <script> and <noscript> is not read (it is text).
 */

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

/** Meta tags whose content names a file of the site (absolute URLs, on the site's origin). */
const SOCIAL_IMAGES = new Set(['og:image', 'twitter:image'])

/** Elements whose content is text, not markup, up to their closing tag. */
const RAW_TEXT = new Set(['script', 'style', 'noscript', 'textarea', 'title'])

const TAG = /<([a-zA-Z][-.:\w]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const closingTags = new Map<string, RegExp>()
/** Where the element `name`'s content ends: its closing tag, in any case, or the end of the page. */
function contentEnd(html: string, name: string, from: number): number {
  let closing = closingTags.get(name)
  if (!closing) closingTags.set(name, (closing = new RegExp(`</${name}[\\s>/]`, 'gi')))
  closing.lastIndex = from
  return closing.exec(html)?.index ?? html.length
}

/** Attributes any element may have that the check reads (a superset: `data-id=` passes too). */
const MAY_MATTER = /(?:^|[\s-])(?:id|name|style|srcset)\s*=/i

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** An attribute value as the browser reads it: character references decoded. */
function decode(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));?/gi, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal ?? hex) {
      const code = parseInt((decimal ?? hex)!, decimal ? 10 : 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[name!.toLowerCase()] ?? whole
  })
}

/** Each attribute's decoded value by lower-case name; the first of two with the same name counts. */
function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!(name in attributes)) attributes[name] = decode(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => `url(${m[2]})`)
}

export type PageLinks = { ids: string[]; refs: string[] }

/** What one start tag adds to a page's findings, and whether text follows it up to its closing tag (RAW_TEXT). */
type TagFinding = { name: string; rawText: boolean; ids: string[]; refs: string[] }

function tagFinding(tag: RegExpExecArray, siteOrigin: string): TagFinding {
  const name = tag[1]!.toLowerCase()
  const finding: TagFinding = { name, rawText: RAW_TEXT.has(name) && !tag[0].endsWith('/>'), ids: [], refs: [] }
  // most tags (div, span, path) carry nothing the check reads
  if (!(name in referencing) && name !== 'meta' && !MAY_MATTER.test(tag[2]!)) return finding
  const attributes = attributesOf(tag[2]!)
  if (attributes.id) finding.ids.push(attributes.id)
  if (name === 'a' && attributes.name) finding.ids.push(attributes.name)
  const refs = finding.refs
  for (const attribute of referencing[name] ?? []) {
    if (attribute in attributes) refs.push(`${attribute}="${attributes[attribute]}"`)
  }
  if (attributes.srcset !== undefined) {
    for (const candidate of attributes.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url) refs.push(`srcset="${url}"`)
    }
  }
  const social = name === 'meta' ? (attributes.property ?? attributes.name ?? '') : ''
  if (SOCIAL_IMAGES.has(social) && attributes.content?.startsWith(`${siteOrigin}/`)) refs.push(`content="${attributes.content.slice(siteOrigin.length)}"`)
  if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
    const url = /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content ?? '')?.[1]
    if (url) refs.push(`refresh="${url.trim()}"`)
  }
  if (attributes.style) refs.push(...cssUrls(attributes.style))
  return finding
}

/** A copy of its own: a slice of a page would keep the whole page's HTML alive for as long as it is held. */
const own = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/**
 * Each start tag's finding by its text, and each <style>'s url()s by its CSS, for one site origin. A site's pages
 * share most of their tags (menus, footer, cards, icons: 27,711 different tags among the 813,284 of the 1,000-post
 * copy's 1,417 pages) and their sheets (39 different): a tag seen before is not matched again (TAG took most of a
 * page's scan). Bounded (at most about 5 MB of a worker's heap): emptied when full.
 */
const seen = { origin: '', tags: new Map<string, TagFinding>(), styles: new Map<string, string[]>() }
const MAX_TAGS = 20_000
const MAX_STYLES = 100

/** Keeps `value` under `key`, both copies of their own; gives the kept value. */
function remember<T>(map: Map<string, T>, max: number, key: string, value: T): T {
  if (map.size >= max) map.clear()
  const kept = own(value)
  map.set(own(key), kept)
  return kept
}

const styleUrls = (css: string): string[] => seen.styles.get(css) ?? remember(seen.styles, MAX_STYLES, css, cssUrls(css))

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122)

/**
 * The page's ids and references, each reference with the attribute it came from (`href="/x"`, `url(/y)`). Every
 * string is a copy (a JSON round trip, made once per finding kept): a slice of the page would keep the whole page's
 * HTML alive in V8 for as long as the link check holds it (at 10,000 posts, every page at once).
 *
 * A start tag seen before is known by its text up to its first `>`: TAG's match is decided by those characters
 * alone (a `>` inside a quoted value is not the first, and such a tag is never kept), so the finding is the one
 * the match would give.
 */
export function pageLinks(html: string, siteOrigin: string): PageLinks {
  if (seen.origin !== siteOrigin) Object.assign(seen, { origin: siteOrigin, tags: new Map(), styles: new Map() })
  const ids = new Set<string>()
  const refs: string[] = []
  let at = 0
  while ((at = html.indexOf('<', at)) !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4)
      if (end === -1) break
      at = end + 3
      continue
    }
    // not a start tag (a closing tag, text): TAG needs a letter after the <
    if (!isLetter(html.charCodeAt(at + 1))) {
      at++
      continue
    }
    const close = html.indexOf('>', at)
    const text = close === -1 ? undefined : html.slice(at, close + 1)
    let finding = text === undefined ? undefined : seen.tags.get(text)
    if (finding) at = close + 1
    else {
      TAG.lastIndex = at
      const tag = TAG.exec(html)
      if (!tag) {
        at++
        continue
      }
      at = TAG.lastIndex
      finding = tagFinding(tag, siteOrigin)
      finding = tag[0] === text ? remember(seen.tags, MAX_TAGS, text, finding) : own(finding)
    }
    if (finding.rawText) {
      const end = contentEnd(html, finding.name, at)
      if (finding.name === 'style') refs.push(...styleUrls(html.slice(at, end)))
      at = end
    }
    for (const id of finding.ids) ids.add(id)
    for (const ref of finding.refs) refs.push(ref)
  }
  // every string in them is a copy already: a kept finding's or a style's, or a finding copied above
  return { ids: [...ids], refs }
}
