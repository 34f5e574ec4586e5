import { toString } from 'mdast-util-to-string'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkPlugins } from '../markdown/remark-plugins'

const parser = unified().use(remarkParse).use(remarkPlugins)

/** Words of a Markdown body as a reader sees them (syntax, URLs and HTML tags not counted). */
export function countWords(markdown: string): number {
  const tree = parser.runSync(parser.parse(markdown))
  const words = toString(tree, { includeHtml: false }).match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)
  return words?.length ?? 0
}

export const WORDS_PER_MINUTE = 200

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
