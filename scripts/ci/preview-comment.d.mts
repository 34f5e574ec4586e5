export const MARKER: string
/** The pages a pull request adds or changes, as diff-build writes them (--pages). */
export type ChangedPages = { added: string[]; changed: string[] }
/** The preview comment's text: the preview's address, links to the pages, then the comparison. */
export function previewComment(input: { report: string; pages?: unknown; previewUrl?: string }): string
