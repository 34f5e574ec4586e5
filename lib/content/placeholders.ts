/**
 * Files made by `npm run new` hold "TODO: …" placeholders where the writer has work to do. The content
 * check rejects any that are left, so a scaffolded file cannot ship half-written.
 */
import { eachString } from './each-string'

export const PLACEHOLDER_MARK = 'TODO:'

export const placeholder = (hint: string) => `${PLACEHOLDER_MARK} ${hint}`

export type PlaceholderHit = {
  /** Frontmatter field path ("offerings.0.title") or "line N" of the body (1-based, from the body's start) */
  where: string
  text: string
  bodyLine?: number
}

/** Placeholders in frontmatter values, and body lines (outside code fences) that start with one. */
export function findPlaceholders(frontmatter: unknown, body: string): PlaceholderHit[] {
  const hits: PlaceholderHit[] = []
  eachString(frontmatter, (text, at) => {
    if (text.trim().startsWith(PLACEHOLDER_MARK)) hits.push({ where: at.join('.'), text: text.trim() })
  })
  let fenced = false
  body.split('\n').forEach((line, i) => {
    const trimmed = line.trim()
    if (/^(```|~~~)/.test(trimmed)) fenced = !fenced
    if (!fenced && trimmed.replace(/^(#+|[-*]|\d+\.)\s+/, '').startsWith(PLACEHOLDER_MARK)) {
      hits.push({ where: `line ${i + 1}`, text: trimmed, bodyLine: i + 1 })
    }
  })
  return hits
}

export const describePlaceholder = (hit: PlaceholderHit) =>
  `still holds the placeholder "${hit.text.length > 120 ? `${hit.text.slice(0, 117)}...` : hit.text}"; replace it with real text`
