/**
 * The one edit of the incremental build benchmark: a sentence appended, as a paragraph of its own, to the body
 * of the middle generated post. The frontmatter is left as it was, so the post keeps its slug, date and card;
 * only its text (and so its page, its search record and its word count) changes.
 */
import fs from 'node:fs'
import { generatedPost, generatedPostFile } from './generate-posts'

export const EDIT_SENTENCE = 'This sentence was added by the build benchmark to measure an incremental build after one edited post.'

/** The 1-based index of the middle post of `count` generated posts (500 of 1000, 2 of 3, 1 of 1). */
export function middlePostIndex(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new Error(`no middle post among ${count} posts`)
  return Math.ceil(count / 2)
}

const FRONTMATTER = /^---\n[\s\S]*?\n---\n/

/** Splits a post into its frontmatter block (with both fences) and its body. */
export function splitPost(text: string): { frontmatter: string; body: string } {
  const match = FRONTMATTER.exec(text)
  if (!match) throw new Error('the post has no frontmatter block')
  return { frontmatter: match[0], body: text.slice(match[0].length) }
}

/** The post with `sentence` appended to its body as a last paragraph. */
export function withSentenceAppended(text: string, sentence = EDIT_SENTENCE): string {
  const { frontmatter, body } = splitPost(text)
  if (!body.trim()) throw new Error('the post has an empty body')
  return `${frontmatter}${body.trimEnd()}\n\n${sentence}\n`
}

/** Writes the edited middle post over its generated file; returns the file and its 1-based index. */
export function editMiddlePost(dir: string, count: number): { file: string; index: number } {
  const index = middlePostIndex(count)
  const file = generatedPostFile(dir, index, count)
  fs.writeFileSync(file, withSentenceAppended(generatedPost(index)))
  return { file, index }
}

/** Puts the middle post back as generated (before a cold build, so every run edits the same text). */
export function restoreMiddlePost(dir: string, count: number): void {
  const index = middlePostIndex(count)
  fs.writeFileSync(generatedPostFile(dir, index, count), generatedPost(index))
}
