/**
 * Breaks `text` into at most `maxLines` lines of about `width` characters (a rough measure: no font is
 * measured), for titles drawn in SVG (post covers, social cards). A word longer than a line is cut; a cut
 * last line ends in "…".
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean).flatMap((word) => word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? [])
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,:;.-]+$/, '')}…`
  return kept
}
