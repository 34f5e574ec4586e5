import { compoundRuns, NOWRAP_CLASS, type CompoundPlace } from '#/lib/compound-words'

export type KeptWordsProps = { text: string; place?: CompoundPlace }

/**
 * `text` with the hyphenated words a line must not break inside (lib/compound-words.ts) kept on one line: in a
 * heading "Round-the-clock" and "M-Pesa" whole, in running text (`place="text"`) "M-Pesa". The text is unchanged.
 * The runs are held in one span: in a flex container (a FAQ question's summary, a link laid out as flex) each run
 * would otherwise be an item of its own, side by side, and the line could no longer wrap.
 */
export function KeptWords({ text, place = 'heading' }: KeptWordsProps) {
  const runs = compoundRuns(text, place)
  if (runs.length === 1 && !runs[0]!.kept) return text
  return <span>{runs.map((run, i) => (run.kept ? <span key={i} className={NOWRAP_CLASS}>{run.text}</span> : run.text))}</span>
}
