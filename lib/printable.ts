/**
 * A line for a terminal or a CI log: control characters (C0, DEL, C1) and the marks that reorder text on screen
 * (bidirectional overrides and isolates) written as \u escapes. A content file's values reach the content check's
 * report as they are (a link's address, a file's name), and a terminal would obey them: `\u001b[1A\u001b[2K` in a
 * link moved the cursor up a line and erased the report's first line.
 */
export const printable = (text: string): string =>
  text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
