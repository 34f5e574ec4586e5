/**
 * What a failed `vike build` tells a writer. Vite and Vike print a content problem wrapped in their own
 * error report with a stack trace; the writer needs only the content check's list ("Content check failed,
 * N problems: ..."), which the loader and the body parse (lib/markdown/body.ts) both throw.
 * Any other failure keeps its message lines without the stack frames (DEBUG=1 prints everything).
 */
const CONTENT_REPORT = /Content check failed, \d+ problems?:\n(?: {2}\S.*(?:\n|$))+/

export function buildFailureMessage(output: string): string {
  const clean = output.replace(/\u001b\[[0-9;]*m/g, '')
  const report = CONTENT_REPORT.exec(clean)?.[0]
  if (report) return report.trimEnd()
  const lines = clean.split('\n').filter((line) => !/^\s+at\s/.test(line) && !/^\s*\^+\s*$/.test(line))
  return `vike build failed:\n${lines.join('\n').trim()}`
}
