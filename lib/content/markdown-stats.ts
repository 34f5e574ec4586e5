import { toString } from 'mdast-util-to-string'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkPlugins } from '../markdown/remark-plugins'

const parser = unified().use(remarkParse).use(remarkPlugins)

// Parsing dominates a content load; tests and checks load the same bodies many times.
const counted = new Map<string, number>()

/** Words of a Markdown body as a reader sees them (syntax, URLs and HTML tags not counted). */
export function countWords(markdown: string): number {
  let count = counted.get(markdown)
  if (count === undefined) {
    const tree = parser.runSync(parser.parse(markdown))
    count = toString(tree, { includeHtml: false }).match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0
    counted.set(markdown, count)
  }
  return count
}

export const WORDS_PER_MINUTE = 200

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
