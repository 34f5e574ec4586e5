import { printable } from '../printable'

/** One problem in one content file, phrased for a writer. */
export type ContentProblem = {
  /** Path from the repository root, e.g. content/blog/my-post.md */
  file: string
  /** Frontmatter field path ("faqs.2.answer") or "line:column" */
  where?: string
  /** Line in the file of the field named by `where` */
  line?: number
  message: string
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems))
    this.name = 'ContentError'
  }
}

/** One problem as one line of text: its place, then its message ("content/blog/x.md:4 (category): …"). */
export const problemLine = (problem: ContentProblem): string => printable(`${locate(problem)}: ${problem.message}`)

export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((p) => `  ${problemLine(p)}`)
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return `Content check failed, ${count}:\n${lines.join('\n')}`
}

/** "content/blog/x.md:12:3" for a place in the text (editors open it there), "content/blog/x.md (tags)" for a field. */
function locate({ file, where, line }: ContentProblem): string {
  const at = line ? `${file}:${line}` : file
  if (!where) return at
  return /^\d+:\d+$/.test(where) ? `${file}:${where}` : `${at} (${where})`
}
