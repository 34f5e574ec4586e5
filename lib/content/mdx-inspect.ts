/**
 * Parses one Markdown/MDX file the way the build does (remark with remark-mdx for .mdx, then the one list
 * of remark plugins, as @mdx-js/mdx does before it turns the tree into JavaScript) and collects what the
 * checker needs: the syntax error, the content dialect's problems (lib/markdown/content-dialect.ts) and
 * the links. Stopping at the syntax tree finds the same errors as a full compile at a fraction of its cost.
 */
import { VFile } from 'vfile'
import { DIALECT_SOURCE } from '../markdown/content-dialect'
import { contentParsers as parsers } from '../markdown/parsers'

export type Place = { line: number; column: number }
export type FoundLink = Place & { url: string; kind: 'link' | 'image' }

export type Inspection = {
  syntaxError?: Place & { reason: string }
  /** What the content dialect refuses (the compiler refuses the same) */
  dialect: (Place & { reason: string })[]
  links: FoundLink[]
}

type Node = {
  type: string
  url?: string
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: Place }
}

function collectLinks(node: Node, into: FoundLink[]): void {
  const at = node.position?.start ?? { line: 0, column: 0 }
  const place = { line: at.line, column: at.column }
  if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined) into.push({ ...place, url: node.url, kind: 'link' })
  if (node.type === 'image' && node.url !== undefined) into.push({ ...place, url: node.url, kind: 'image' })
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue
      if (attribute.name === 'href') into.push({ ...place, url: attribute.value, kind: 'link' })
      if (attribute.name === 'src') into.push({ ...place, url: attribute.value, kind: 'image' })
    }
  }
  for (const child of node.children ?? []) collectLinks(child, into)
}

// The same file content inspects to the same result; tests check many content sets that share most files.
const cache = new Map<string, Promise<Inspection>>()

/** `source` is the whole file (normalised), frontmatter included, so every place is a line:column of the file. */
export function inspectMdx(source: string, format: 'md' | 'mdx'): Promise<Inspection> {
  const key = `${format}\0${source}`
  let result = cache.get(key)
  if (!result) {
    result = inspectUncached(source, format)
    cache.set(key, result)
  }
  return result
}

async function inspectUncached(source: string, format: 'md' | 'mdx'): Promise<Inspection> {
  const inspection: Inspection = { dialect: [], links: [] }
  const parser = parsers[format]
  const file = new VFile({ value: source })
  let tree: Node
  try {
    tree = parser.parse(file) as Node
  } catch (error) {
    inspection.syntaxError = syntaxError(error as CompileError)
    return inspection
  }
  collectLinks(tree, inspection.links)
  try {
    await parser.run(tree as never, file)
  } catch (error) {
    const dialect = file.messages.filter((message) => message.source === DIALECT_SOURCE)
    if (!dialect.length) inspection.syntaxError = syntaxError(error as CompileError)
    for (const message of dialect) inspection.dialect.push({ line: message.line ?? 1, column: message.column ?? 1, reason: message.reason })
  }
  return inspection
}

type CompileError = { reason?: string; message?: string; place?: Place | { start: Place } | null }

function syntaxError(error: CompileError): Place & { reason: string } {
  // Some messages (an unclosed tag) carry their place only in the text: "... (7:1-7:21)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? '')
  const place = (error.place && 'start' in error.place ? error.place.start : error.place) ?? (inText ? { line: Number(inText[1]), column: Number(inText[2]) } : undefined)
  let reason = (error.reason ?? error.message ?? String(error)).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/, '')
  // acorn's own wording means nothing to a writer.
  if (/acorn/.test(reason)) reason = 'the {...} expression is not valid; to show a literal brace write \\{ or \\}'
  return { line: place?.line ?? 1, column: place?.column ?? 1, reason }
}
