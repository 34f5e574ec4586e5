import { compoundRuns, NOWRAP_CLASS, type CompoundPlace } from '#/lib/compound-words'

export type KeptWordsProps = { text: string; place?: CompoundPlace }

/**
 * A text whose hyphenated words a line must not break inside (lib/compound-words.ts) are kept on one line: every
 * heading's title ("M-Pesa", "Round-the-clock" whole), and "M-Pesa" in running text. The text is unchanged.
 */
export function KeptWords({ text, place = 'heading' }: KeptWordsProps) {
  const runs = compoundRuns(text, place)
  if (runs.length === 1 && !runs[0]!.kept) return text
  return runs.map((run, i) => (run.kept ? <span key={i} className={NOWRAP_CLASS}>{run.text}</span> : run.text))
}
