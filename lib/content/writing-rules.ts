/**
 * Writing rules: what a reader needs of every page, checked on each Markdown/MDX file with a message that
 * tells the writer what to change. The content check runs them on every file (lib/content/check.ts); tests
 * do not restate them.
 *
 * - A blog post's body has at least 300 words, a case study's at least 150.
 * - No level-1 heading in a body: the page title is the page's only h1, sections start at ##.
 * - Heading levels do not skip: after a ## comes ## or ###, never ####.
 */
import { inspectBody, type FoundHeading } from '../markdown/body'
import { formatOf } from '../markdown/parsers'
import type { ContentProblem } from './errors'
import type { SourceFile } from './loader'
import { countWords } from './markdown-stats'
import { splitFrontmatter } from './source-text'

/** The shortest body a reader gets, in words (markup not counted), per folder under content/. */
export const MIN_WORDS = {
  blog: { words: 300, kind: 'a blog post' },
  'case-studies': { words: 150, kind: 'a case study' },
} as const satisfies Record<string, { words: number; kind: string }>

const minimumFor = (folder: string): { words: number; kind: string } | undefined => (MIN_WORDS as Record<string, { words: number; kind: string }>)[folder]

/** Every writing-rule problem of one checked file; none for a file without a Markdown body (YAML data). */
export function writingRuleProblems(source: Pick<SourceFile, 'file' | 'folder' | 'source' | 'words'>): ContentProblem[] {
  if (source.source === undefined) return []
  const split = splitFrontmatter(source.source)
  // A file without its --- lines has that problem reported by the loader.
  if (!split.ok) return []
  const body = split.body
  return [
    // the loader's count of the same body when it has one (counting 10,000 bodies again took the check 0.5 s)
    ...lengthProblems(source.file, source.folder, split.bodyLine, body, source.words),
    ...headingProblems(source.file, body, split.bodyLine),
  ]
}

function lengthProblems(file: string, folder: string, bodyStart: number, body: string, counted?: number): ContentProblem[] {
  const minimum = minimumFor(folder)
  if (!minimum) return []
  // An empty body has its own message ("the body is empty") from the loader.
  if (body.trim() === '') return []
  const words = counted ?? countWords(body)
  if (words >= minimum.words) return []
  return [{
    file,
    line: bodyStart + firstTextLine(body),
    where: 'body',
    message: `the body has ${words} ${words === 1 ? 'word' : 'words'}; ${minimum.kind} needs at least ${minimum.words}: add ${minimum.words - words} more below the closing ---`,
  }]
}

/** 0-based line of the body's first non-blank line. */
function firstTextLine(body: string): number {
  const index = body.split('\n').findIndex((line) => line.trim() !== '')
  return Math.max(index, 0)
}

/** The headings of the check's one parse of the body (lib/markdown/body.ts); places shifted to the file's lines. */
function headingProblems(file: string, body: string, bodyLine: number): ContentProblem[] {
  // A body that does not parse has its syntax error reported by the check already.
  const problems: ContentProblem[] = []
  // The page title, outside the body, is the level-1 heading every body heading comes after.
  let previous = 1
  for (const heading of inspectBody(body, formatOf(file)).headings) {
    const where = `${heading.line + bodyLine - 1}:${heading.column}`
    const written = typed(heading, body)
    if (heading.depth === 1) {
      problems.push({ file, where, message: `the heading ${written} is a level-1 heading, but the page title is the page's only one: use ## for sections (### for a part of a section)` })
      // Read on as the ## the writer is told to make it.
      previous = 2
    } else if (heading.depth > previous + 1) {
      const before = previous === 1 ? 'the page title (#)' : `a ${'#'.repeat(previous)} heading`
      problems.push({ file, where, message: `the heading ${written} skips a level after ${before}: use ${'#'.repeat(previous + 1)} (each heading goes at most one level below the one before it)` })
      previous += 1
    } else {
      previous = heading.depth
    }
  }
  return problems
}

/** The heading as the writer typed it: `"## Why backups fail"`, or `"Title" (underlined with ===)`. */
function typed(heading: FoundHeading, text: string): string {
  const line = (text.slice(heading.offset).split('\n')[0] ?? '').trim()
  const shown = (value: string) => `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`
  if (line.startsWith('#')) return shown(line)
  return `${shown(heading.text)} (underlined with ${heading.depth === 1 ? '===' : '---'})`
}
