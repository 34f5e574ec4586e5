/** How wide a piece of text is; by default its number of characters (a rough measure: no font is measured). */
export type Measure = (text: string) => number

const characters: Measure = (text) => Array.from(text).length

/** Cuts a word into pieces no wider than `width` (at least one character each). */
function cutWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of Array.from(word)) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece)
      piece = char
    } else piece += char
  }
  if (piece) pieces.push(piece)
  return pieces
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `width`, for titles drawn as images (post covers,
 * social cards): in characters, or in pixels with the font's `measure`. A word longer than a line is cut; a cut
 * last line ends in "…" (still within the width). A word of no width (nothing the font can draw) is left out.
 */
export function wrapText(text: string, width: number, maxLines: number, measure: Measure = characters): string[] {
  const words = text
    .split(/\s+/)
    // a word the font draws nothing of (an emoji it lacks) would leave a gap
    .filter((word) => measure(word) > 0)
    .flatMap((word) => (measure(word) > width ? cutWord(word, width, measure) : [word]))
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if (line && measure(`${line} ${word}`) > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]!.replace(/[\s,:;.-]+$/, '')
  while (last && measure(`${last}…`) > width) last = Array.from(last).slice(0, -1).join('').replace(/[\s,:;.-]+$/, '')
  kept[maxLines - 1] = `${last}…`
  return kept
}

/** Whether every word of `text` fits on a line `width` wide, so wrapText need not cut one. */
export const wordsFit = (text: string, width: number, measure: Measure = characters) => text.split(/\s+/).every((word) => measure(word) <= width)

/**
 * wrapText's lines made as even as they can be (as CSS `text-wrap: balance`, which the site's headings use): the
 * same number of lines at the narrowest width that still gives that many, so no last line holds a lone word. A cut
 * text (ending in "…") and a single line are left as they are, and no narrower width cuts a word that fitted whole.
 */
export function balancedText(text: string, width: number, maxLines: number, measureText: Measure = characters): string[] {
  // each try measures mostly the same runs of words again: measured once (a font's measure is the cost here)
  const widths = new Map<string, number>()
  const measure: Measure = (run) => {
    let measured = widths.get(run)
    if (measured === undefined) widths.set(run, (measured = measureText(run)))
    return measured
  }
  const lines = wrapText(text, width, maxLines, measure)
  if (lines.length < 2 || lines[lines.length - 1]!.endsWith('…')) return lines
  const fits = (narrower: number) => {
    const tried = wrapText(text, narrower, maxLines, measure)
    return tried.length === lines.length && !tried[tried.length - 1]!.endsWith('…') ? tried : undefined
  }
  // the narrowest width that keeps the count, found by halving to within a few pixels (a character when measured
  // in characters): no narrower than the lines' whole width shared out, so few tries
  const precision = measureText === characters ? 1 : 4
  // (nor narrower than the widest word, which a narrower line would cut in two: "Observabilit" and "y")
  const widestWord = Math.max(...text.split(/\s+/).map((word) => measure(word)).filter((wide) => wide <= width))
  let low = Math.max(0, Math.floor(measure(lines.join(' ')) / lines.length) - 1, widestWord - 1)
  let high = width
  let best = lines
  while (high - low > precision) {
    const middle = Math.floor((low + high) / 2)
    const tried = fits(middle)
    if (tried) {
      best = tried
      high = middle
    } else low = middle
  }
  return best
}
