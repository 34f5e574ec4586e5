/** A word as a reader sees one: "M-Pesa", "don't", "3,000", "3.5" (a full stop or comma inside only). */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’-]|[.,](?=[\p{L}\p{N}]))*/gu

/**
 * Words of a Markdown or MDX body as a reader sees them. Markup is not counted: HTML and JSX tags,
 * comments, MDX import/export lines, link and image addresses, reference definitions; a bare address
 * counts as one word. A scan of the source, like the `reading-time` package, not a Markdown parse: a
 * reading-time estimate needs no syntax tree, and a parse cost about 3 ms a post on every build.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/\]\[[^\]]*\]/g, ']')
    .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' link ')
  return text.match(WORD)?.length ?? 0
}

export const WORDS_PER_MINUTE = 200

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
