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
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  if (/^---\s*\S/.test(first)) {
    return { ok: false, line: 1, message: `the frontmatter must open with a line of exactly ---, found "${first.slice(0, 40)}" (only YAML frontmatter is allowed)` }
  }
  if (!FENCE.test(first)) {
    return { ok: false, line: 1, message: 'the file must start with a line ---, then its fields ("title: ..."), then another line ---' }
  }
  const closing = lines.findIndex((line, i) => i > 0 && FENCE.test(line))
  if (closing === -1) {
    return { ok: false, line: 1, message: 'the frontmatter opened on line 1 is never closed; add a line --- after the last field' }
  }
  return {
    ok: true,
    yaml: '\n' + lines.slice(1, closing).join('\n'),
    body: lines.slice(closing + 1).join('\n'),
    bodyLine: closing + 2,
  }
}
