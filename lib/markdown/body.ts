/**
 * A content file's body, parsed once for everything that needs it: the content check (syntax, the content
 * dialect, links, headings for the writing rules) and the page that shows it (an HTML syntax tree, which
 * components/mdx/Prose.tsx renders with the site's MDX component map).
 *
 * The body is never compiled to JavaScript: it stays data from the file to the HTML. The steps are those of
 * @mdx-js/mdx up to its HTML tree (remark, remark-mdx for .mdx, or satteri for a body of plain Markdown, which
 * gives the same tree: satteri-parse.ts; mark-and-unravel, the one plugin list, remark-rehype passing MDX elements
 * through, raw HTML dropped from .md), minus the step that turns the tree into code. A body with a problem has no
 * tree, so no page can show it.
 *
 * Places are lines and columns of the body; the check adds the frontmatter's lines.
 * Results are kept per process and, in a build, on disk (lib/cache/disk-cache.ts), keyed by the body's text:
 * the check's parse is the one the pages use, and an unchanged body is not parsed again by the next build.
 */
import { createHash } from 'node:crypto'
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast'
import type { Heading, Root as MdastRoot, RootContent } from 'mdast'
import type { DiskCache } from '../cache/disk-cache'
import { packedCache } from '../cache/packed-cache'
import { DIALECT_SOURCE } from './content-dialect'
import { printable } from '../printable'
import { compoundRuns, NOWRAP_CLASS, type CompoundPlace } from '../compound-words'
import { markdownLibraries } from './libraries'
import { bodyParsers, type ContentFormat } from './parsers'
import { labelTableCells } from './table-cells'

export type Place = { line: number; column: number }
export type FoundLink = Place & { url: string; kind: 'link' | 'image' }
export type FoundHeading = Place & { depth: number; text: string; offset: number }

/** The body as HTML: a hast tree without positions, with MDX elements (<Callout>) as mdxJsx nodes. */
export type BodyTree = HastRoot

export type ParsedBody = {
  syntaxError?: Place & { reason: string }
  /** What the content dialect refuses (lib/markdown/content-dialect.ts) */
  dialect: (Place & { reason: string })[]
  links: FoundLink[]
  headings: FoundHeading[]
  /** Only when the body has no syntax error and no dialect problem */
  tree?: BodyTree
}

/** The MDX node types remark-rehype carries into the HTML tree unchanged (as @mdx-js/mdx's node-types). */
const mdxNodeTypes = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'] as const

type Node = {
  type: string
  url?: string
  value?: string
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: Place & { offset?: number } }
}

/** What the content check needs of a body: everything but its tree, and whether it has one. */
export type BodyInspection = Omit<ParsedBody, 'tree'>

/**
 * The last bodies inspected and the last trees made in this process, for the check and the pages of one build (and
 * tests that check many content sets sharing most files); bounded, so ten thousand posts do not stay in memory.
 */
const inspections = new Map<string, BodyInspection>()
const trees = new Map<string, BodyTree>()
const MEMORY_ENTRIES = 500

/**
 * In a build, both go to the cache apart: the check reads a body's inspection (its links, headings, problems), a
 * page its tree, so the check of an unchanged site reads no tree (a tree is most of a parse's bytes). Packed
 * (lib/cache/packed-cache.ts): a file for each of them cost the content check more than parsing did.
 */
const inspectionCache = packedCache('body-inspections')
const treeCache = packedCache('body-trees')

function remember<T>(memory: Map<string, T>, key: string, value: T): T {
  memory.delete(key)
  memory.set(key, value)
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string)
  return value
}

const keyOf = (body: string, format: ContentFormat) => `${format}\0${body}`

function stored<T>(cache: DiskCache, key: string): T | undefined {
  const text = cache.get(key)
  if (text === undefined) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}

function withoutTree({ tree: _tree, ...inspection }: ParsedBody): BodyInspection {
  return inspection
}

/** Parses a body and puts its inspection and tree in the build cache. */
function parseAndStore(key: string, body: string, format: ContentFormat): ParsedBody {
  const parsed = parseUncached(body, format)
  inspectionCache.set(key, JSON.stringify(withoutTree(parsed)))
  if (parsed.tree) treeCache.set(key, JSON.stringify(parsed.tree))
  return parsed
}

/** The check's part of a body's parse; the same text gives the same result (kept per process and in the build's cache). */
export function inspectBody(body: string, format: ContentFormat): BodyInspection {
  const key = keyOf(body, format)
  const known = inspections.get(key) ?? stored<BodyInspection>(inspectionCache, key)
  return remember(inspections, key, known ?? withoutTree(parseAndStore(key, body, format)))
}

/** A body's whole parse, tree included (tests; the build uses inspectBody and bodyTree). */
export function parseBody(body: string, format: ContentFormat): ParsedBody {
  const inspection = inspectBody(body, format)
  return isShown(inspection) ? { ...inspection, tree: bodyTree(body, format, '') } : inspection
}

/** Whether a body with this inspection has a tree: no syntax error and nothing the content dialect refuses. */
const isShown = (inspection: BodyInspection) => !inspection.syntaxError && !inspection.dialect.length

/**
 * The tree a page renders. A body the check would refuse throws, naming the place in `file` (whose body
 * starts on `bodyLine`): a build with the check skipped still refuses it.
 */
export function bodyTree(body: string, format: ContentFormat, file: string, bodyLine = 1): BodyTree {
  const key = keyOf(body, format)
  // only a body that is shown has a tree, so a kept one is the answer without its inspection
  const known = trees.get(key) ?? stored<BodyTree>(treeCache, key)
  if (known) return treeOf(key, known)
  const kept = inspections.get(key) ?? stored<BodyInspection>(inspectionCache, key)
  // parsed once here when neither part is kept (or a shown body's tree was lost)
  const parsed: ParsedBody = kept && !isShown(kept) ? kept : parseAndStore(key, body, format)
  remember(inspections, key, kept ?? withoutTree(parsed))
  if (parsed.tree) return treeOf(key, parsed.tree)
  const problem = parsed.syntaxError ?? parsed.dialect[0]
  throw new BodyError(file, problem ? `${problem.line + bodyLine - 1}:${problem.column}` : undefined, problem?.reason ?? 'the body could not be read')
}

/** What each tree handed out was made from: its body's format and text (the key it is kept under). */
const sources = new WeakMap<BodyTree, string>()

function treeOf(key: string, tree: BodyTree): BodyTree {
  sources.set(tree, key)
  return remember(trees, key, tree)
}

/**
 * What a tree from bodyTree() was made from (the SHA-1 of its body's format and text), or undefined for any other
 * value. A tree is a function of that text and the code, so the text stands for the tree where a digest needs to
 * change exactly when the tree does (renderer/last-page.ts): its JSON was most of a post page's inputs. Hashed here,
 * when asked, so that only the prerender's digests pay for it.
 */
export function sourceOfTree(value: unknown): string | undefined {
  const source = typeof value === 'object' && value !== null ? sources.get(value as BodyTree) : undefined
  return source === undefined ? undefined : createHash('sha1').update(source).digest('hex')
}

/** A ContentError's shape, without importing the content layer (lib/content imports this module). */
export class BodyError extends Error {
  readonly problems: { file: string; where?: string; message: string }[]
  constructor(file: string, where: string | undefined, message: string) {
    super(`Content check failed, 1 problem:\n${printable(`  ${file}${where ? `:${where}` : ''}: ${message}`)}`)
    this.name = 'ContentError'
    this.problems = [{ file, where, message }]
  }
}

function parseUncached(body: string, format: ContentFormat): ParsedBody {
  const parsed: ParsedBody = { dialect: [], links: [], headings: [] }
  // remark's parse takes time that grows with the square of the nesting (100,000 quote marks on a line: a minute)
  const nested = lineNestedBeyond(body, PARSE_NESTING)
  if (nested) {
    parsed.dialect.push({ line: nested, column: 1, reason: nestedTooDeep() })
    return parsed
  }
  const parser = bodyParsers[format]
  const file = new (markdownLibraries().VFile)({ value: body })
  let tree: MdastRoot
  try {
    tree = parser.parse(file) as MdastRoot
  } catch (error) {
    parsed.syntaxError = isStackOverflow(error) ? { line: 1, column: 1, reason: nestedTooDeep() } : syntaxError(error as CompileError)
    return parsed
  }
  // before anything walks the tree by recursion (the link and heading lists, the HTML tree, the page's render)
  const deep = tooDeep(tree)
  if (deep) {
    parsed.dialect.push(deep)
    return parsed
  }
  collectLinks(tree as unknown as Node, parsed.links)
  collectHeadings(tree, parsed.headings)
  try {
    tree = parser.runSync(tree, file) as MdastRoot
  } catch (error) {
    const dialect = file.messages.filter((message) => message.source === DIALECT_SOURCE)
    if (!dialect.length) parsed.syntaxError = syntaxError(error as CompileError)
    for (const message of dialect) parsed.dialect.push({ line: message.line ?? 1, column: message.column ?? 1, reason: message.reason })
    return parsed
  }
  parsed.tree = htmlTree(tree)
  return parsed
}

function htmlTree(tree: MdastRoot): BodyTree {
  markAndUnravel(tree)
  const hast = markdownLibraries().toHast(tree, { passThrough: [...mdxNodeTypes] }) as HastRoot
  const shown = withoutPositions(hast) as HastRoot
  keepCompoundsTogether(shown, 'text')
  return shown
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
/** Elements whose text is left exactly as written: code, and what has its own line breaks. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp'])

/**
 * Marks the hyphenated words a line should not break inside (lib/compound-words.ts): "M-Pesa" anywhere, every
 * short compound of a heading. The text is the same; each such word is a span of NOWRAP_CLASS.
 */
function keepCompoundsTogether(node: HastRoot | Element, place: CompoundPlace): void {
  const children: ElementContent[] = []
  for (const child of node.children as ElementContent[]) {
    if (child.type === 'text') {
      const runs = compoundRuns(child.value, place)
      if (!runs.some((run) => run.kept)) children.push(child)
      else for (const run of runs) children.push(run.kept ? { type: 'element', tagName: 'span', properties: { className: [NOWRAP_CLASS] }, children: [{ type: 'text', value: run.text }] } : { type: 'text', value: run.text })
      continue
    }
    if (child.type === 'element') {
      if (!VERBATIM.has(child.tagName)) keepCompoundsTogether(child, HEADINGS.has(child.tagName) ? 'heading' : place)
    } else if ('children' in child) keepCompoundsTogether(child as unknown as Element, place) // an MDX component's element
    children.push(child)
  }
  node.children = children
}

/** Nodes that are not shown: a .md file's raw HTML (the check reports it) and MDX comments (an empty braces expression). */
const notShown = new Set(['raw', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'])

/** Drops positions (a page needs none) and what is not shown; labels each table's cells for a phone (table-cells.ts). */
function withoutPositions(node: HastRoot | HastContent | ElementContent): HastRoot | HastContent | ElementContent | undefined {
  if (notShown.has(node.type)) return undefined
  const { position: _position, ...rest } = node as typeof node & { position?: unknown }
  const copy = rest as typeof node & { children?: unknown[]; attributes?: { position?: unknown }[]; data?: unknown }
  if ('data' in copy) delete copy.data
  if (Array.isArray(copy.attributes)) copy.attributes = copy.attributes.map(({ position: _p, ...attribute }) => attribute)
  if ('children' in node && Array.isArray(node.children)) {
    copy.children = (node.children as (HastContent | ElementContent)[]).map(withoutPositions).filter((child) => child !== undefined)
  }
  if (copy.type === 'element' && copy.tagName === 'table') labelTableCells(copy)
  return copy
}

/**
 * As @mdx-js/mdx's remark-mark-and-unravel: a paragraph holding only MDX elements (a <Callout> on its own
 * line, written inline) becomes those elements, so a block component is not wrapped in a <p>.
 */
function markAndUnravel(node: MdastRoot | RootContent): void {
  if (!('children' in node)) return
  const children = node.children as RootContent[]
  for (let index = 0; index < children.length; index++) {
    const child = children[index] as RootContent
    if (child.type === 'paragraph' && onlyElements(child.children as RootContent[])) {
      const elements = (child.children as RootContent[])
        .filter((inner) => !(inner.type === 'text' && /^[\t\r\n ]*$/.test(inner.value)))
        .map((inner) => (inner.type === 'mdxJsxTextElement' ? ({ ...inner, type: 'mdxJsxFlowElement' } as unknown as RootContent) : inner))
      children.splice(index, 1, ...elements)
      index--
      continue
    }
    markAndUnravel(child)
  }
}

function onlyElements(children: RootContent[]): boolean {
  let some = false
  for (const child of children) {
    if (child.type === 'mdxJsxTextElement') some = true
    else if (!(child.type === 'text' && child.value.replace(/[\t\n\f\r ]+/g, '') === '')) return false
  }
  return some
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

function collectHeadings(node: MdastRoot | RootContent, into: FoundHeading[]): void {
  if (node.type === 'heading') {
    const start = (node as Heading).position?.start
    into.push({ line: start?.line ?? 1, column: start?.column ?? 1, offset: start?.offset ?? 0, depth: node.depth, text: markdownLibraries().toString(node) })
    return
  }
  if ('children' in node) for (const child of node.children as RootContent[]) collectHeadings(child, into)
}

/**
 * How deeply lists, quotes, emphasis and elements may sit inside one another (a list item's own level and the
 * body itself not counted). The deepest body of the site and its test fixtures has 4; a body nested thousands of
 * levels deep overflowed the stack of every step that walks its tree by recursion and crashed the check without
 * naming the file.
 */
export const MAX_NESTING = 32

const nestedTooDeep = (levels?: number) =>
  `${levels ? `this is nested ${levels} levels deep` : 'this is nested far too deeply'} (lists, quotes, emphasis or elements inside one another); at most ${MAX_NESTING} levels are allowed: take the innermost parts out of the ones around them`

const isStackOverflow = (error: unknown) => error instanceof RangeError && /call stack/i.test(error.message)

/**
 * The levels a line may open, read from its text before any parse: its quote marks, its list markers and two
 * columns of indentation a level (a nested list item is indented at least two columns more than its list's).
 * Only an upper bound, so the parse is refused only far beyond MAX_NESTING; the tree then counts exactly.
 */
const PARSE_NESTING = 4 * MAX_NESTING

/** The first line outside a fenced code block whose container markers and indentation pass `limit` levels. */
function lineNestedBeyond(body: string, limit: number): number | undefined {
  let fence: string | undefined
  let line = 0
  for (const text of body.split('\n')) {
    line++
    let at = 0
    let markers = 0
    let columns = 0
    for (; at < text.length; at++) {
      const char = text[at]
      if (char === ' ') columns++
      else if (char === '\t') columns += 4
      else if (char === '>') markers++
      else if ((char === '-' || char === '+' || char === '*') && /^[ \t]?$/.test(text[at + 1] ?? '')) markers++
      else {
        const number = /^\d{1,9}[.)](?=[ \t]|$)/.exec(text.slice(at, at + 11))
        if (!number) break
        markers++
        at += number[0].length - 1
      }
    }
    const mark = /^(`{3,}|~{3,})/.exec(text.slice(at, at + 64))?.[1]
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = undefined
      continue
    }
    if (mark) fence = mark
    if (markers + Math.floor(columns / 2) > limit) return line
  }
  return undefined
}

/** Levels a node adds: a list item is its list's level. */
const addsLevel = (node: Node) => node.type !== 'listItem'

/** The first node nested deeper than MAX_NESTING, found without recursion (the tree may be thousands deep). */
function tooDeep(root: MdastRoot): (Place & { reason: string }) | undefined {
  const stack: [Node, number][] = ((root as Node).children ?? []).map((child) => [child, 0])
  stack.reverse()
  while (stack.length) {
    const [node, above] = stack.pop() as [Node, number]
    const level = above + (node.children && addsLevel(node) ? 1 : 0)
    if (level > MAX_NESTING) {
      const at = node.position?.start
      return { line: at?.line ?? 1, column: at?.column ?? 1, reason: nestedTooDeep(level) }
    }
    const children = node.children ?? []
    for (let index = children.length - 1; index >= 0; index--) stack.push([children[index] as Node, level])
  }
  return undefined
}

type CompileError = { reason?: string; message?: string; place?: Place | { start: Place } | null }

function syntaxError(error: CompileError): Place & { reason: string } {
  // Some messages (an unclosed tag) carry their place only in the text: "... (7:1-7:21)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? '')
  const place = (error.place && 'start' in error.place ? error.place.start : error.place) ?? (inText ? { line: Number(inText[1]), column: Number(inText[2]) } : undefined)
  let reason = (error.reason ?? error.message ?? String(error)).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/, '')
  // acorn's own wording means nothing to a writer.
  if (/acorn/.test(reason)) reason = 'the {...} expression is not valid; to show a literal brace write \\{ or \\}'
  return { line: place?.line ?? 1, column: place?.column ?? 1, reason: writersReason(reason) }
}

/** Elements HTML writes without a closing tag, which MDX wants closed by a slash: <br />. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr'])

/** The parser's wording for the mistakes writers make most, said as what to write instead. */
export function writersReason(reason: string): string {
  if (/^Unexpected character `!` \(U\+0021\) before name/.test(reason)) {
    return 'an HTML comment (<!-- … -->) does not work in an .mdx file; write a note for editors as {/* … */}, which readers never see'
  }
  if (/^Unexpected character `.+?` \(U\+[0-9A-F]+\) before name/.test(reason)) return 'a < that starts no tag; to show the character, write \\<'
  const unclosed = /^Expected a closing tag for `<([\w.-]+)>`/.exec(reason)?.[1]
  if (unclosed && VOID_ELEMENTS.has(unclosed.toLowerCase())) return `<${unclosed}> ends with a slash in an .mdx file: write <${unclosed} />`
  if (unclosed) return `<${unclosed}> is opened here and never closed; add </${unclosed}> after its text`
  return reason
}

export type { Element }
