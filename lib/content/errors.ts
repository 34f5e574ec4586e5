/** One problem in one content file, phrased for a writer. */
export type ContentProblem = {
  /** Path from the repository root, e.g. content/blog/my-post.md */
  file: string
  /** Frontmatter field path ("faqs.2.answer") or "line:column" */
  where?: string
  message: string
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems))
    this.name = 'ContentError'
  }
}

export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((p) => `  ${p.file}${p.where ? ` (${p.where})` : ''}: ${p.message}`)
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return `Content check failed, ${count}:\n${lines.join('\n')}`
}
