/**
 * A content file's text as the rest of the pipeline sees it, and its frontmatter split from its body.
 * The loader and the content check (and through the loader, every page's body) read files through
 * normaliseSource, so a file saved with Windows line endings or a byte-order mark builds exactly like its
 * clean twin.
 */

/** Drops a UTF-8 byte-order mark and turns CRLF and lone CR line endings into LF. */
export function normaliseSource(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

export type SplitSource =
  | {
      ok: true
      /**
       * The YAML between the two --- lines, preceded by one newline per line above it, so that line N of
       * this text is line N of the file (YAML errors and field lines need no offset).
       */
      yaml: string
      body: string
      /** Line of the file on which the body starts */
      bodyLine: number
    }
  | { ok: false; line: number; message: string }

const FENCE = /^---[ \t]*$/

/**
 * Splits "---\nfields\n---\nbody". Only YAML frontmatter exists here: a fence naming another language
 * ("---js") is refused, because some frontmatter readers run such blocks as code.
 */
export function splitFrontmatter(text: string): SplitSource {
  // line by line from the start: a body is most of a file, and is not cut into lines (the check and the loader
  // split every file, three times a build)
  const lineEnd = (from: number) => {
    const end = text.indexOf('\n', from)
    return end === -1 ? text.length : end
  }
  const firstEnd = lineEnd(0)
  const first = text.slice(0, firstEnd)
  if (/^---\s*\S/.test(first)) {
    return { ok: false, line: 1, message: `the frontmatter must open with a line of exactly ---, found "${first.slice(0, 40)}" (only YAML frontmatter is allowed)` }
  }
  if (!FENCE.test(first)) {
    return { ok: false, line: 1, message: 'the file must start with a line ---, then its fields ("title: ..."), then another line ---' }
  }
  for (let start = firstEnd + 1, line = 2; start <= text.length; line++) {
    const end = lineEnd(start)
    // the fields: what lies between the first line's end and this line's start (none when this is line 2)
    if (FENCE.test(text.slice(start, end))) return { ok: true, yaml: '\n' + text.slice(firstEnd + 1, start - 1), body: text.slice(end + 1), bodyLine: line + 1 }
    start = end + 1
  }
  return { ok: false, line: 1, message: 'the frontmatter opened on line 1 is never closed; add a line --- after the last field' }
}
