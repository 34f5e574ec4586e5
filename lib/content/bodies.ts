import { bodyTree, type BodyTree } from '../markdown/body'
import { formatOf } from '../markdown/parsers'

export type { BodyTree }

/**
 * An entry's body as the HTML tree its page renders (lib/markdown/body.ts): data, never compiled code, and
 * never bundled, so a page's JavaScript holds no article and the bundle does not change with the content.
 */
export function entryBody(entry: { file: string; body: string; bodyLine: number }): BodyTree {
  return bodyTree(entry.body, formatOf(entry.file), entry.file, entry.bodyLine)
}

/** entryBody() for a kind whose body may be empty (a service, a webinar). */
export function optionalBody(entry: { file: string; body: string; bodyLine: number }): BodyTree | undefined {
  return entry.body.trim() ? entryBody(entry) : undefined
}
