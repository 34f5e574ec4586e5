import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EDIT_SENTENCE, editMiddlePost, editSentence, middlePostIndex, restoreMiddlePost, splitPost, withSentenceAppended } from './edit-post'
import { generatedPost, generatedPostFile, writeGeneratedPosts } from './generate-posts'

describe('middlePostIndex', () => {
  it('is the middle of the generated posts, 1-based', () => {
    expect(middlePostIndex(1000)).toBe(500)
    expect(middlePostIndex(10000)).toBe(5000)
    expect(middlePostIndex(3)).toBe(2)
    expect(middlePostIndex(1)).toBe(1)
  })
  it('refuses when there is no post', () => {
    expect(() => middlePostIndex(0)).toThrow(/no middle post/)
  })
})

describe('withSentenceAppended', () => {
  const post = generatedPost(500)

  it('gives the same text every time', () => {
    expect(withSentenceAppended(post)).toBe(withSentenceAppended(generatedPost(500)))
  })
  it('changes the body and only the body: the frontmatter is byte for byte the same', () => {
    const before = splitPost(post)
    const after = splitPost(withSentenceAppended(post))
    expect(after.frontmatter).toBe(before.frontmatter)
    expect(after.body).not.toBe(before.body)
    expect(after.body.startsWith(before.body.trimEnd())).toBe(true)
  })
  it('adds the sentence as the last paragraph of the body', () => {
    const { body } = splitPost(withSentenceAppended(post))
    expect(body.trimEnd().split('\n\n').at(-1)).toBe(EDIT_SENTENCE)
    expect(body.split(EDIT_SENTENCE)).toHaveLength(2)
  })
  it('refuses a text without frontmatter', () => {
    expect(() => withSentenceAppended('# Just a heading\n')).toThrow(/frontmatter/)
  })
})

describe('editMiddlePost and restoreMiddlePost', () => {
  let dir: string
  beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-post-'))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('edits exactly one file, the middle one, and puts it back', () => {
    writeGeneratedPosts(5, dir)
    const before = Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]))
    const { file, index } = editMiddlePost(dir, 5)
    expect(index).toBe(3)
    expect(file).toBe(generatedPostFile(dir, 3, 5))
    const changed = fs.readdirSync(dir).filter((name) => fs.readFileSync(path.join(dir, name), 'utf8') !== before[name])
    expect(changed).toEqual([path.basename(file)])
    expect(fs.readFileSync(file, 'utf8')).toContain(EDIT_SENTENCE)
    restoreMiddlePost(dir, 5)
    expect(fs.readFileSync(file, 'utf8')).toBe(before[path.basename(file)])
  })
  it('changes the post at each numbered edit, the sentence of the last edit in place of the one before', () => {
    writeGeneratedPosts(3, dir)
    const texts = [1, 2, 3].map((edit) => {
      const { file, sentence } = editMiddlePost(dir, 3, edit)
      expect(sentence).toBe(editSentence(edit))
      return fs.readFileSync(file, 'utf8')
    })
    expect(new Set(texts).size).toBe(3)
    expect(texts[0]).toContain(EDIT_SENTENCE)
    expect(texts[2]).toContain(editSentence(3))
    expect(texts[2]).not.toContain(editSentence(2))
    expect(() => editSentence(0)).toThrow(/edit number/)
  })
})
