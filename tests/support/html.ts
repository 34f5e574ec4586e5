import fs from 'node:fs'
import { HTMLElement, type Node, parse, TextNode } from 'node-html-parser'
import path from 'node:path'

export const DIST = path.resolve('dist/client')

export function builtFile(route: string): string {
  const clean = route.replace(/^\/|\/$/g, '')
  return route.endsWith('.html') ? path.join(DIST, clean) : path.join(DIST, clean, 'index.html')
}

export function readBuilt(route: string): string {
  return fs.readFileSync(builtFile(route), 'utf8')
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' }
export const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (m) => entities[m] ?? m)

export function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
}

/** The text a visitor reads: body without scripts, styles and tags, whitespace folded. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'))
  return decode(
    body
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      // a word kept on one line (lib/compound-words.ts) is read as the word it is
      .replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim()
}

/** Elements that flow inline with the text around them: text in two of them side by side is read as one run. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'button', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'time', 'u', 'var'])
const WORD_END = /[\p{L}\p{N}.,:;!?)]$/u
const WORD_START = /^[\p{L}\p{N}(]/u

/**
 * Places in `html`'s <main> where the text of two inline neighbours (elements, or an element and a text) meets with no
 * space between, as "Grace Njeri" and "Head of Marketing" in <strong>Grace Njeri</strong><span>Head of ...</span>.
 * CSS may show them on two lines, but whatever reads the text without the CSS reads one word "NjeriHead": the site
 * search's index (Pagefind indexes <main>), a reader view, a copy and paste. A footnote's number (<sup>) is meant to touch its word.
 */
export function wordsRunTogether(html: string): string[] {
  const found: string[] = []
  const inline = (node: Node) => node instanceof TextNode || (node instanceof HTMLElement && INLINE.has(node.rawTagName.toLowerCase()))
  const visit = (element: HTMLElement) => {
    const children = element.childNodes
    for (let i = 1; i < children.length; i++) {
      const [left, right] = [children[i - 1]!, children[i]!]
      if (left instanceof TextNode && right instanceof TextNode) continue
      if (!inline(left) || !inline(right)) continue
      const [before, after] = [left.text, right.text]
      if (WORD_END.test(before) && WORD_START.test(after)) found.push(`"${before.slice(-25)}" + "${after.slice(0, 25)}"`)
    }
    for (const child of children) if (child instanceof HTMLElement && !['script', 'style', 'svg', 'template'].includes(child.rawTagName.toLowerCase())) visit(child)
  }
  // only <main> is parsed: the layout around it is half of a page
  const main = /<main\b[\s\S]*<\/main>/.exec(html)
  if (main) visit(parse(main[0]))
  return found
}
