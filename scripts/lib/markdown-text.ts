/** Untrusted text in Markdown that GitHub renders (a pull request's comment, a job's summary), kept as text. */

/** Backticks enough to open a code span or block around `texts`: one more than the longest run they hold, `least` at least. */
export function ticksAround(texts: string[], least: number): string {
  const longest = Math.max(0, ...texts.flatMap((text) => (text.match(/`+/g) ?? []).map((run) => run.length)))
  return '`'.repeat(Math.max(least, longest + 1))
}

/** `text` as a code span, whatever backticks it holds. */
export function code(text: string): string {
  const ticks = ticksAround([text], 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${text}${pad}${ticks}`
}

/**
 * Text shown as text (a page's title in the preview comment): Markdown's marks escaped, and an "@name" kept from
 * notifying anyone (a word joiner after the @).
 */
export function plain(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, (mark) => `\\${mark}`).replace(/@(?=\w)/g, '@\u2060')
}
