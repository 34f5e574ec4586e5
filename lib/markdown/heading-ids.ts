import type { Heading, Nodes, Root } from 'mdast'
import { markdownLibraries } from './libraries'

/** "Step 1: Find out whether you must register" -> "step-1-find-out-whether-you-must-register" */
export function headingSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  )
}

/** Ids in the order headings appear; a repeated heading gets "-2", "-3" as GitHub does. */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>()
  return (text) => {
    const base = headingSlug(text)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  }
}

/**
 * Gives every ## and ### heading an id from its text, so a table of contents (lib/content/post-headings.ts,
 * the same slugger over the source) and any #anchor link can point at it.
 */
export function remarkHeadingIds() {
  const { toString } = markdownLibraries()
  return (tree: Root) => {
    const slug = headingSlugger()
    const walk = (node: Nodes) => {
      if (node.type === 'heading') return name(node)
      if ('children' in node) for (const child of node.children) walk(child)
    }
    const name = (node: Heading) => {
      if (node.depth < 2 || node.depth > 3) return
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: slug(toString(node)) } }
    }
    walk(tree)
  }
}
