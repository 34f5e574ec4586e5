/**
 * The content check's problems where a writer on GitHub sees them (`npm run check -- --github`, the pull-request
 * workflow's check step): each as an annotation (`::error file=…,line=…::message`), which GitHub shows on that line
 * of the file in the pull request's "Files changed" and on the run's page, and all of them in the job's summary
 * (the file `GITHUB_STEP_SUMMARY` names). A writer who edited the file in the browser reads what to fix there,
 * without opening the log.
 */
import fs from 'node:fs'
import { problemLine, type ContentProblem } from '../../lib/content/errors'
import { printable } from '../../lib/printable'
import { ticksAround } from './markdown-text'

/** Workflow commands' escaping: a message or a value cannot end the command or start another line. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** The line and column a problem names: "12:3" in `where`, or the field's `line`. */
function placeOf(problem: ContentProblem): { line?: number; col?: number; field?: string } {
  const at = /^(\d+):(\d+)$/.exec(problem.where ?? '')
  if (at) return { line: Number(at[1]), col: Number(at[2]) }
  return { line: problem.line, field: problem.where }
}

export function annotation(problem: ContentProblem): string {
  const { line, col, field } = placeOf(problem)
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    line === undefined ? undefined : `line=${line}`,
    col === undefined ? undefined : `col=${col}`,
    `title=${escapeProperty(field ? `Content check: ${field}` : 'Content check')}`,
  ].filter(Boolean)
  return `::error ${properties.join(',')}::${escapeData(printable(problem.message))}`
}

/** Markdown for the job's summary: the problems in a code block, which shows them as text whatever they hold. */
export function summary(problems: ContentProblem[]): string {
  const lines = problems.map(problemLine)
  const fence = ticksAround(lines, 3)
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return [`### Content check: ${count}`, '', 'Fix each in the file and line named (WRITING.md explains every message).', '', `${fence}text`, ...lines, fence, ''].join('\n')
}

export function reportToGitHub(problems: ContentProblem[], env: NodeJS.ProcessEnv = process.env): void {
  for (const problem of problems) console.log(annotation(problem))
  if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, summary(problems))
}
