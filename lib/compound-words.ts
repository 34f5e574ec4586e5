/**
 * Hyphenated words a line should not break inside. A browser may break a line after any hyphen, which splits
 * "M-Pesa" into "M-" and "Pesa" and a heading's "Round-the-clock" into "Round-the-" and "clock". Kept together:
 * - in a heading, every hyphenated word of at most MAX_KEPT characters (a longer one may be wider than a phone's
 *   line, and breaking it beats running off the screen);
 * - in running text, those whose first part is at most three characters (M-Pesa, e-mail, SIM-swap, non-public):
 *   a longer compound breaking at its hyphen is ordinary typesetting.
 * The words are marked with NOWRAP_CLASS (white-space: nowrap in components/GlobalStyle.ts); their text is
 * unchanged, so copying, searching and reading aloud are too.
 */

export type CompoundPlace = 'heading' | 'text'

/** The class that keeps a word on one line. */
export const NOWRAP_CLASS = 'nowrap'

/** The longest hyphenated word kept on one line: about a line of a heading on a 360 px phone. */
export const MAX_KEPT = 15

/** The longest first part of a hyphenated word kept together in running text. */
const SHORT_PREFIX = 3

const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/** Whether a hyphenated `word` stays on one line in a heading or in running text. */
export function keptTogether(word: string, place: CompoundPlace): boolean {
  if (Array.from(word).length > MAX_KEPT) return false
  return place === 'heading' || Array.from(word.slice(0, word.indexOf('-'))).length <= SHORT_PREFIX
}

/** A text in runs: `kept` runs are words to keep on one line, the rest is the text around them (never empty). */
export type TextRun = { text: string; kept: boolean }

/** `text` cut into runs (one plain run when nothing is kept, the usual case). */
export function compoundRuns(text: string, place: CompoundPlace): TextRun[] {
  if (!text.includes('-')) return [{ text, kept: false }]
  const runs: TextRun[] = []
  let from = 0
  for (const match of text.matchAll(COMPOUND)) {
    if (!keptTogether(match[0], place)) continue
    if (match.index > from) runs.push({ text: text.slice(from, match.index), kept: false })
    runs.push({ text: match[0], kept: true })
    from = match.index + match[0].length
  }
  if (from < text.length || !runs.length) runs.push({ text: text.slice(from), kept: false })
  return runs
}
