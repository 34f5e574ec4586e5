/**
 * A value typed in curly quotes: word processors and phone keyboards turn "Backups: what works" into
 * “Backups: what works”, and YAML sees no quotes there: it keeps them as part of the text (the page would show
 * them) and stops at a colon. A field's or a list item's whole value wrapped in “…” or ‘…’ is read as if it were
 * written in straight double quotes. A value already in straight quotes, a value that only starts or ends with a
 * curly quote ("“Fast” and “secure”" too), and the text of a block (| or >) are left as written.
 */

const WRAPPED = /^( *(?:- +)?(?:[A-Za-z_][\w-]*: +)?)(“[^“”]*”|‘[^‘]*’) *$/
/** A line that starts a block: its more indented lines are its text, not fields. */
const BLOCK_START = /^( *)(?:- +)?(?:[A-Za-z_][\w-]*: *)?[|>][-+0-9]*(?: +#.*)? *$/

const indentOf = (line: string) => /^ */.exec(line)![0].length

function straightened(line: string): string {
  const wrapped = WRAPPED.exec(line)
  // a line with neither a field nor a "- " is the next line of a longer value
  if (!wrapped || !/[:-] +$/.test(wrapped[1]!)) return line
  const text = wrapped[2]!.slice(1, -1).replace(/\\/g, '\\\\').replace(/"/g, '\\"')
  return `${wrapped[1]}"${text}"`
}

/** `yaml` with every value wrapped in curly quotes written in straight ones; the lines stay where they were. */
export function straightenCurlyQuotes(yaml: string): string {
  if (!/[“‘]/.test(yaml)) return yaml
  let blockIndent: number | undefined
  return yaml
    .split('\n')
    .map((line) => {
      if (blockIndent !== undefined) {
        if (/^ *$/.test(line) || indentOf(line) > blockIndent) return line
        blockIndent = undefined
      }
      const block = BLOCK_START.exec(line)
      if (block) {
        blockIndent = block[1]!.length
        return line
      }
      return straightened(line)
    })
    .join('\n')
}
