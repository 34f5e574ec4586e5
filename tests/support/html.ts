import fs from 'node:fs'
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
