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

/**
 * The sentence of the benchmark's `edit`-th edit (1-based): EDIT_SENTENCE, then the same with the edit's number, so
 * each edit changes the post the last one left.
 */
export function editSentence(edit = 1): string {
  if (!Number.isInteger(edit) || edit < 1) throw new Error(`no edit number ${edit}`)
  return edit === 1 ? EDIT_SENTENCE : `${EDIT_SENTENCE} This is edit ${edit}.`
}

/** Writes the middle post with the `edit`-th sentence over its generated file; returns the file, its 1-based index and the sentence. */
export function editMiddlePost(dir: string, count: number, edit = 1): { file: string; index: number; sentence: string } {
  const index = middlePostIndex(count)
  const file = generatedPostFile(dir, index, count)
  const sentence = editSentence(edit)
  fs.writeFileSync(file, withSentenceAppended(generatedPost(index), sentence))
  return { file, index, sentence }
}

/** Puts the middle post back as generated (before a cold build, so every run edits the same text). */
export function restoreMiddlePost(dir: string, count: number): void {
  const index = middlePostIndex(count)
  fs.writeFileSync(generatedPostFile(dir, index, count), generatedPost(index))
}
