import { compoundRuns, NOWRAP_CLASS, type CompoundPlace } from '#/lib/compound-words'

export type KeptWordsProps = { text: string; place?: CompoundPlace }

/**
 * `text` with the hyphenated words a line must not break inside (lib/compound-words.ts) kept on one line: in a
 * heading "Round-the-clock" and "M-Pesa" whole, in running text (`place="text"`) "M-Pesa". The text is unchanged.
 */
export function KeptWords({ text, place = 'heading' }: KeptWordsProps) {
  const runs = compoundRuns(text, place)
  if (runs.length === 1 && !runs[0]!.kept) return text
  return runs.map((run, i) => (run.kept ? <span key={i} className={NOWRAP_CLASS}>{run.text}</span> : run.text))
}
