/**
 * Parses one Markdown/MDX file the way the build does (remark with remark-mdx for .mdx, then the project's
 * remark plugins, as @mdx-js/mdx does before it turns the tree into JavaScript) and collects what the
 * checker needs from the tree: the syntax error, component names, expressions and links. Stopping at the
 * syntax tree finds the same errors as a full compile at a fraction of its cost.
 */
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkPlugins } from '../markdown/remark-plugins'

const parsers = {
  md: unified().use(remarkParse).use(remarkPlugins),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkPlugins),
}

export type Place = { line: number; column: number }
export type FoundLink = Place & { url: string; kind: 'link' | 'image' }
export type FoundComponent = Place & { name: string }

export type Inspection = {
  syntaxError?: Place & { reason: string }
  components: FoundComponent[]
  /** Components written in a .md file, where they are not rendered */
  componentsInMarkdown: FoundComponent[]
  /** Lower-case tags (<callout>), which React renders as unknown HTML elements */
  lowerCaseTags: FoundComponent[]
  /** Names an {expression} uses: content has no variables, so each fails when the page renders */
  variables: FoundComponent[]
  /** import/export lines */
  esm: Place[]
  links: FoundLink[]
}

type Node = {
  type: string
  name?: string | null
  url?: string
  value?: string
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: Place }
  data?: { estree?: unknown }
}

type EstreeNode = { type: string; name?: string; computed?: boolean; [key: string]: unknown }

/** Free identifiers of an expression's estree (member properties and object keys are not variables). */
function identifiers(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => identifiers(child, out))
  else if (node && typeof node === 'object' && typeof (node as EstreeNode).type === 'string') {
    const estree = node as EstreeNode
    if (estree.type === 'Identifier' && estree.name) out.push(estree.name)
    for (const [key, child] of Object.entries(estree)) {
      if (key === 'loc' || key === 'range') continue
      if (!estree.computed && ((estree.type === 'MemberExpression' && key === 'property') || (estree.type === 'Property' && key === 'key'))) continue
      identifiers(child, out)
    }
  }
  return out
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

function collect(tree: Node, into: Inspection): void {
  walk(tree, (node) => {
    const at = node.position?.start ?? { line: 0, column: 0 }
    const place = { line: at.line, column: at.column }
    if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined) into.links.push({ ...place, url: node.url, kind: 'link' })
    if (node.type === 'image' && node.url !== undefined) into.links.push({ ...place, url: node.url, kind: 'image' })
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name && /^[A-Z]/.test(node.name)) into.components.push({ ...place, name: node.name })
      else if (node.name) into.lowerCaseTags.push({ ...place, name: node.name })
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue
        if (attribute.name === 'href') into.links.push({ ...place, url: attribute.value, kind: 'link' })
        if (attribute.name === 'src') into.links.push({ ...place, url: attribute.value, kind: 'image' })
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      for (const name of new Set(identifiers(node.data?.estree))) into.variables.push({ ...place, name })
    }
    if (node.type === 'mdxjsEsm') into.esm.push(place)
    if (node.type === 'html' && node.value) {
      const name = /^<([A-Z][\w.]*)/.exec(node.value)?.[1]
      if (name) into.componentsInMarkdown.push({ ...place, name })
    }
  })
}

// The same file content inspects to the same result; tests check many content sets that share most files.
const cache = new Map<string, Promise<Inspection>>()

/** `source` is the whole file, frontmatter included, so every place is a line:column of the file. */
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
  const inspection: Inspection = { components: [], componentsInMarkdown: [], lowerCaseTags: [], variables: [], esm: [], links: [] }
  try {
    const parser = parsers[format]
    collect((await parser.run(parser.parse(source))) as Node, inspection)
  } catch (error) {
    inspection.syntaxError = syntaxError(error as CompileError)
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
