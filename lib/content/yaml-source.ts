/**
 * YAML as writers write it: parsed as YAML 1.2 (no custom tags, no code), with errors phrased for a writer
 * and placed on the file's own line (frontmatter text from splitFrontmatter keeps the file's numbering).
 */
import { createRequire } from 'node:module'
import type { YAMLParseError } from 'yaml'
import { straightenCurlyQuotes } from './curly-quotes'
import type { ContentProblem } from './errors'
import { flatYaml } from './flat-yaml'

/** The yaml library, loaded at the first parse: a prerender worker has the content already and parses none. */
let library: typeof import('yaml') | undefined
const yamlLibrary = () => (library ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'))

export type ParsedYaml = { ok: true; value: unknown } | { ok: false; problem: ContentProblem }

/** A value containing ": " after a key, the classic unquoted title ("title: Cloud: what it costs"). */
const UNQUOTED_COLON = /^(\s*(?:-\s+)?)([\w-]+):\s+([^"'|>\s].*:\s.*)$/

function friendlyMessage(error: YAMLParseError, lineText: string): string {
  const colon = UNQUOTED_COLON.exec(lineText)
  if (colon && (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY')) {
    const value = colon[3]!.trim().replace(/"/g, '\\"')
    return `the value of ${colon[2]} contains ": ", which YAML reads as another field; put the whole value in quotes: ${colon[2]}: "${value}"`
  }
  if (error.code === 'DUPLICATE_KEY') {
    const key = /^\s*(?:-\s+)?([\w-]+):/.exec(lineText)?.[1]
    return `the field ${key ? `"${key}" ` : ''}appears twice; keep one`
  }
  if (error.code === 'TAB_AS_INDENT') return 'a tab is used for indentation; indent with spaces'
  // the parser ran out of stack: lists or groups opened thousands of times inside one another
  if (/call stack/i.test(error.message)) return 'lists or groups are nested far too deeply here ([ or { inside one another); write the value flat'
  const first = (error.message.split('\n')[0] ?? error.code).replace(/ at line \d+, column \d+:?$/, '')
  return `YAML syntax error: ${first}`
}

/** The nearest line at or above `line` whose [ or { is never closed on it (YAML notices a line later). */
function unclosedBracket(lines: string[], line: number): { line: number; col: number; bracket: string } | undefined {
  for (let n = line; n >= 1; n--) {
    const text = lines[n - 1] ?? ''
    const value = /^\s*(?:-\s+)?[\w-]+:\s*([[{].*)$/.exec(text)?.[1] ?? /^\s*-\s+([[{].*)$/.exec(text)?.[1]
    if (!value) continue
    const bracket = value[0]!
    const close = bracket === '[' ? ']' : '}'
    const depth = [...value].reduce((sum, char) => sum + (char === bracket ? 1 : char === close ? -1 : 0), 0)
    if (depth > 0) return { line: n, col: text.indexOf(bracket) + 1, bracket }
  }
  return undefined
}

/**
 * Parses `written`, whose line N is line N of `file`: flat fields without the library (flat-yaml.ts), the rest with it;
 * a value typed in curly quotes as if in straight ones (curly-quotes.ts).
 */
export function parseYaml(written: string, file: string): ParsedYaml {
  const text = straightenCurlyQuotes(written)
  const flat = flatYaml(text)
  if (flat) return { ok: true, value: flat }
  try {
    return { ok: true, value: yamlLibrary().parse(text, { prettyErrors: true, maxAliasCount: 50, logLevel: 'error' }) }
  } catch (error) {
    if (!(error instanceof yamlLibrary().YAMLParseError)) return { ok: false, problem: { file, message: `the YAML could not be read: ${(error as Error).message.split('\n')[0]}` } }
    const at = error.linePos?.[0]
    const lines = text.split('\n')
    const unclosed = at && /^Flow (sequence|mapping)/.test(error.message) ? unclosedBracket(lines, at.line) : undefined
    if (unclosed) return { ok: false, problem: { file, where: `${unclosed.line}:${unclosed.col}`, message: `the ${unclosed.bracket === '[' ? 'list' : 'group'} opened with ${unclosed.bracket} here is not closed; end it with ${unclosed.bracket === '[' ? ']' : '}'} on the same line, or put the value in quotes` } }
    const lineText = at ? (lines[at.line - 1] ?? '') : ''
    return { ok: false, problem: { file, where: at ? `${at.line}:${at.col}` : undefined, message: friendlyMessage(error, lineText) } }
  }
}

/** `yaml` as the YAML library's document, read as parseYaml reads it (a value in curly quotes as if in straight ones: the lines stay where they were). */
const documentOf = (yaml: string, lineCounter?: import('yaml').LineCounter) => yamlLibrary().parseDocument(straightenCurlyQuotes(yaml), lineCounter ? { lineCounter } : {})

/** The line of a field in YAML text (the nearest enclosing field that exists, for a missing one). */
export function lineOfField(yaml: string, at: PropertyKey[]): number | undefined {
  const lineCounter = new (yamlLibrary().LineCounter)()
  const document = documentOf(yaml, lineCounter)
  for (let depth = at.length; depth > 0; depth--) {
    const node = document.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined
    if (node?.range) return lineCounter.linePos(node.range[0]).line
  }
  return undefined
}

/**
 * The text a writer typed for a plain value YAML read as a number or true/false (`0712345678`, `1.10`, `150`), at each
 * of `paths`: what a text field holds when written without quotes. Quoted values and blocks are left out.
 */
export function writtenPlainValues(yaml: string, paths: PropertyKey[][]): Map<PropertyKey[], string> {
  const document = documentOf(yaml)
  const written = new Map<PropertyKey[], string>()
  for (const at of paths) {
    const node = document.getIn(at, true) as { type?: string; value?: unknown; source?: string } | undefined
    if (node?.type === 'PLAIN' && (typeof node.value === 'number' || typeof node.value === 'boolean') && node.source) written.set(at, node.source)
  }
  return written
}

/** The line of a key itself (for an unknown field, whose value may be empty). */
export function lineOfKey(yaml: string, parent: PropertyKey[], key: string): number | undefined {
  const lineCounter = new (yamlLibrary().LineCounter)()
  const document = documentOf(yaml, lineCounter)
  const map = parent.length ? document.getIn(parent, true) : document.contents
  const items = (map as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null)?.items ?? []
  const pair = items.find((item) => item.key?.value === key)
  return pair?.key?.range ? lineCounter.linePos(pair.key.range[0]).line : lineOfField(yaml, parent)
}
