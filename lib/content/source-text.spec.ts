import { describe, expect, it } from 'vitest'
import { normaliseSource, splitFrontmatter } from './source-text'

describe('normaliseSource', () => {
  it('drops a byte-order mark and turns CRLF and CR into LF', () => {
    expect(normaliseSource('\uFEFF---\r\ntitle: x\r\n---\r\nbody\rmore')).toBe('---\ntitle: x\n---\nbody\nmore')
  })
  it('leaves a clean file as it is', () => {
    expect(normaliseSource('---\ntitle: x\n---\n')).toBe('---\ntitle: x\n---\n')
  })
})

describe('splitFrontmatter', () => {
  it('keeps the file numbering in the YAML and says where the body starts', () => {
    const split = splitFrontmatter('---\ntitle: x\nauthor: y\n---\n\nBody')
    expect(split).toEqual({ ok: true, yaml: '\ntitle: x\nauthor: y', body: '\nBody', bodyLine: 5 })
    if (split.ok) expect(split.yaml.split('\n')[2]).toBe('author: y')
  })
  it('refuses a frontmatter fence naming another language (some readers run it as code)', () => {
    expect(splitFrontmatter('---js\n{ title: 1 }\n---\n')).toMatchObject({ ok: false, line: 1, message: expect.stringContaining('only YAML frontmatter') })
  })
  it('says when the closing --- is missing', () => {
    expect(splitFrontmatter('---\ntitle: x\n\nBody')).toMatchObject({ ok: false, message: expect.stringContaining('never closed') })
  })
  it('says when there is no frontmatter', () => {
    expect(splitFrontmatter('# A title\n')).toMatchObject({ ok: false, message: expect.stringContaining('must start with a line ---') })
  })
})
