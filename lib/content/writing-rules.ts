/**
 * Writing rules: what a reader needs of every page, checked on each Markdown/MDX file with a message that
 * tells the writer what to change. The content check runs them on every file (lib/content/check.ts); tests
 * do not restate them.
 *
 * - A blog post's body has at least 300 words, a case study's at least 150.
 * - No level-1 heading in a body: the page title is the page's only h1, sections start at ##.
 * - Heading levels do not skip: after a ## comes ## or ###, never ####.
 */
import type { Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { ContentProblem } from './errors'
import type { SourceFile } from './loader'
import { countWords } from './markdown-stats'
import { splitFrontmatter } from './source-text'
import { contentParsers as parsers, formatOf } from '../markdown/parsers'

/** The shortest body a reader gets, in words (markup not counted), per folder under content/. */
export const MIN_WORDS = {
  blog: { words: 300, kind: 'a blog post' },
  'case-studies': { words: 150, kind: 'a case study' },
} as const satisfies Record<string, { words: number; kind: string }>

const minimumFor = (folder: string): { words: number; kind: string } | undefined => (MIN_WORDS as Record<string, { words: number; kind: string }>)[folder]

/**
 * Lines that could be a heading the rules refuse: level 1 (`# `, or text underlined with `=`) or level 3 to
 * 6 (a `##` never skips a level). Container marks (`>`, list bullets, indentation) may come first. Every
 * heading the parser finds is on such a line, so a body without one needs no parse: most posts use only ##,
 * and the check already parses every file once (mdx-inspect.ts).
 */
const MAYBE_REFUSED_HEADING = /^[ \t>*+\-\d.)]*(?:#(?:[ \t]|$)|#{3,6}(?:[ \t]|$)|=+[ \t]*$)/m

/** Every writing-rule problem of one checked file; none for a file without a Markdown body (YAML data). */
export function writingRuleProblems(source: Pick<SourceFile, 'file' | 'folder' | 'source'>): ContentProblem[] {
  if (source.source === undefined) return []
  const split = splitFrontmatter(source.source)
  // A file without its --- lines has that problem reported by the loader.
  if (!split.ok) return []
  const body = split.body
  return [
    ...lengthProblems(source.file, source.folder, split.bodyLine, body),
    ...(MAYBE_REFUSED_HEADING.test(body) ? headingProblems(source.file, source.source) : []),
  ]
}

function lengthProblems(file: string, folder: string, bodyStart: number, body: string): ContentProblem[] {
  const minimum = minimumFor(folder)
  if (!minimum) return []
  // An empty body has its own message ("the body is empty") from the loader.
  if (body.trim() === '') return []
  const words = countWords(body)
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

function headingProblems(file: string, text: string): ContentProblem[] {
  let tree: Root
  try {
    tree = parsers[formatOf(file)].parse(text) as Root
  } catch {
    // A file that does not parse has its MDX syntax error reported by the check already.
    return []
  }
  const problems: ContentProblem[] = []
  // The page title, outside the body, is the level-1 heading every body heading comes after.
  let previous = 1
  for (const heading of headings(tree)) {
    const start = heading.position?.start
    const where = start ? `${start.line}:${start.column}` : undefined
    const written = typed(heading, text)
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

function headings(node: Root | RootContent, out: Heading[] = []): Heading[] {
  if (node.type === 'heading') out.push(node)
  else if ('children' in node) for (const child of node.children as RootContent[]) headings(child, out)
  return out
}

/** The heading as the writer typed it: `"## Why backups fail"`, or `"Title" (underlined with ===)`. */
function typed(heading: Heading, text: string): string {
  const start = heading.position?.start.offset
  const line = start === undefined ? '' : (text.slice(start).split('\n')[0] ?? '').trim()
  const shown = (value: string) => `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`
  if (line.startsWith('#')) return shown(line)
  return `${shown(toString(heading))} (underlined with ${heading.depth === 1 ? '===' : '---'})`
}
