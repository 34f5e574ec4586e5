/**
 * The restricted dialect of content files, enforced where they are parsed. A remark plugin in the one
 * plugin list (remark-plugins.ts), so every page's parse (lib/markdown/body.ts) refuses a file during the
 * build even when the content check was skipped, and the check reports the same problems with their places.
 *
 * A content file is data: no import/export, no JavaScript expression anywhere, only the components of
 * mdx-components.ts with literal props that pass their schema, a short allowlist of text and layout HTML
 * elements with a short allowlist of attributes, and URLs with a safe scheme. In a .md file raw HTML is
 * not rendered at all, so it is reported instead of silently dropped.
 */
import path from 'node:path'
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { ContentError } from '../content/errors'
import { isMdxComponent, mdxComponentNames, mdxComponentProps } from './mdx-components'
import { unsafeUrlReason } from './safe-url'

/** vfile messages from this plugin carry this source, so the content check can pick them out. */
export const DIALECT_SOURCE = 'content-dialect'

export const allowedElements = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'mark',
  'small', 'sub', 'sup', 'code', 'pre', 'kbd', 'samp', 'var', 'abbr', 'cite', 'q', 'dfn', 'time',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr',
  'th', 'td', 'figure', 'figcaption', 'div', 'span', 'section', 'details', 'summary', 'a', 'img',
] as const

export const allowedAttributes = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'lang', 'dir', 'cite', 'datetime', 'dateTime', 'open',
  'start', 'reversed', 'colSpan', 'rowSpan', 'colspan', 'rowspan', 'scope', 'abbr',
] as const

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite'])
const elements = new Set<string>(allowedElements)
const attributes = new Set<string>(allowedAttributes)

type Place = { line: number; column: number }
type Position = { start: Place }
type Attribute = { type: string; name?: string; value?: unknown; position?: Position }
type Node = {
  type: string
  name?: string | null
  url?: string
  value?: string
  attributes?: Attribute[]
  children?: Node[]
  position?: Position
  data?: { estree?: { body?: unknown[] } }
}

const componentList = () => mdxComponentNames.map((name) => `<${name}>`).join(', ')
const shortHtml = (html: string) => {
  const line = html.trim().split('\n')[0] ?? ''
  return line.length > 50 ? `${line.slice(0, 47)}...` : line
}

/** Every problem of one tree, with the node (or attribute) it is about. */
function* problemsOf(node: Node): Generator<[string, Position | undefined]> {
  const at = node.position
  switch (node.type) {
    case 'mdxjsEsm':
      yield ['import and export lines are not allowed in content files; components need no import (see "Components" in WRITING.md)', at]
      break
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // {/* a comment */} holds no code: the only expression a writer needs.
      if (node.data?.estree?.body?.length !== 0) yield ['a {...} expression would run as code, which content files may not do; to show a brace write \\{ or \\}', at]
      break
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      yield* elementProblems(node)
      break
    case 'html':
      // Only .md files have raw HTML nodes (MDX parses tags as JSX). An HTML comment is a writer's note.
      // A closing tag belongs to an opening one, reported already.
      if (!/^\s*(<!--[\s\S]*-->|<\/[\w.-]+\s*>)\s*$/.test(node.value ?? '')) yield [rawHtmlMessage(node.value ?? ''), at]
      break
    case 'link':
    case 'image':
    case 'definition': {
      const reason = unsafeUrlReason(node.url ?? '')
      if (reason) yield [reason, at]
      break
    }
  }
}

function rawHtmlMessage(html: string): string {
  const component = /^\s*<([A-Z][\w.]*)/.exec(html)?.[1]
  if (component) return `<${component}> is not shown in a .md file; rename the file to .mdx to use components`
  return `raw HTML ("${shortHtml(html)}") is not shown in a .md file; write Markdown instead (**bold**, [text](https://...), ![alt](/images/...)), or rename the file to .mdx to use the HTML elements listed in WRITING.md`
}

function* elementProblems(node: Node): Generator<[string, Position | undefined]> {
  const at = node.position
  const name = node.name
  if (name === null || name === undefined) return // a fragment <>...</> renders only its children
  const component = /^[A-Z]/.test(name)
  if (component && !isMdxComponent(name)) {
    yield [`unknown component <${name}>; the components MDX files may use are ${componentList()}`, at]
    return
  }
  if (!component && !elements.has(name)) {
    const meant = mdxComponentNames.find((known) => known.toLowerCase() === name.toLowerCase())
    yield [
      meant
        ? `<${name}> is not a component; component names start with a capital letter: <${meant}>`
        : `<${name}> is not allowed in content files; write Markdown, or use the HTML elements and components listed in WRITING.md`,
      at,
    ]
    return
  }
  const props: Record<string, string | true> = {}
  for (const attribute of node.attributes ?? []) {
    const where = attribute.position ?? at
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      yield [`<${name} {...}>: a spread attribute would run as code; write each attribute as name="value"`, where]
      continue
    }
    const key = attribute.name ?? ''
    const value = attribute.value
    if (value !== null && value !== undefined && typeof value !== 'string') {
      yield [`<${name} ${key}={...}>: attribute values are written in quotes (${key}="..."); a {...} value would run as code`, where]
      continue
    }
    if (/^on/i.test(key) || key === 'dangerouslySetInnerHTML') {
      yield [`<${name} ${key}>: event handlers and raw markup are not allowed; content files cannot run scripts`, where]
    } else if (key === 'style' || key === 'className' || key === 'class') {
      yield [`<${name} ${key}>: content carries no styling of its own; the site's styles apply to it (remove ${key})`, where]
    } else if (!component && !attributes.has(key)) {
      yield [`<${name} ${key}>: the attribute "${key}" is not allowed; allowed attributes are ${allowedAttributes.filter((a) => a === a.toLowerCase()).join(', ')}`, where]
    } else if (typeof value === 'string' && URL_ATTRIBUTES.has(key)) {
      const reason = unsafeUrlReason(value)
      if (reason) yield [reason, where]
    }
    props[key] = typeof value === 'string' ? value : true
  }
  if (component && isMdxComponent(name)) {
    const result = mdxComponentProps[name].safeParse(props)
    if (!result.success) {
      for (const issue of result.error.issues) {
        const prop = issue.path.join('.')
        const keys = Object.keys(mdxComponentProps[name].shape)
        const message =
          issue.code === 'unrecognized_keys'
            ? `unknown prop ${issue.keys.map((k) => `"${k}"`).join(', ')}; <${name}> takes ${keys.join(', ')}`
            : issue.code === 'invalid_value'
              ? `${prop} must be one of ${issue.values.map((v) => `"${String(v)}"`).join(', ')}`
              : `${prop}: ${issue.message}`
        yield [`<${name}>: ${message}`, at]
      }
    }
  }
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

/**
 * The remark plugin. Each problem becomes a vfile message (source DIALECT_SOURCE) with its place; if there
 * is any, the compile fails with a ContentError listing them, in the content check's format.
 */
export function remarkContentDialect() {
  return (tree: Root, file: VFile) => {
    const problems: { reason: string; place?: Place }[] = []
    walk(tree as unknown as Node, (node) => {
      for (const [reason, position] of problemsOf(node)) problems.push({ reason, place: position?.start })
    })
    if (!problems.length) return
    const shown = file.path ? path.relative(process.cwd(), file.path).split(path.sep).join('/') : 'content file'
    for (const { reason, place } of problems) file.message(reason, { place, source: DIALECT_SOURCE, ruleId: 'dialect' })
    throw new ContentError(problems.map(({ reason, place }) => ({ file: shown, where: place ? `${place.line}:${place.column}` : undefined, message: reason })))
  }
}
