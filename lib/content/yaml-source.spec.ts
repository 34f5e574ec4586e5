import { describe, expect, it } from 'vitest'
import { lineOfField, lineOfKey, parseYaml } from './yaml-source'

const problem = (text: string) => {
  const parsed = parseYaml(text, 'f.md')
  return parsed.ok ? undefined : `${parsed.problem.where}: ${parsed.problem.message}`
}

describe('parseYaml', () => {
  it('places errors on the line of the text (which is the file line for frontmatter)', () => {
    expect(problem('\ntitle: x\nauthor: "unterminated\ndate: 2026-01-01')).toMatch(/^[34]:\d+: YAML syntax error/)
  })
  it('asks for quotes around a value containing ": "', () => {
    expect(problem('\ntitle: Cloud: what it costs')).toBe('2:8: the value of title contains ": ", which YAML reads as another field; put the whole value in quotes: title: "Cloud: what it costs"')
  })
  it('names a field written twice', () => {
    expect(problem('\ntitle: a\ntitle: b')).toBe('3:1: the field "title" appears twice; keep one')
  })
  it('points at the line where a list was opened and never closed', () => {
    expect(problem('\ntitle: a\ntags: [a, b\ndate: x')).toBe('3:7: the list opened with [ here is not closed; end it with ] on the same line, or put the value in quotes')
  })
  it('says so when lists are nested thousands deep (the parser runs out of stack)', () => {
    expect(problem(`\ntitle: a\nextra: ${'['.repeat(20_000)}${']'.repeat(20_000)}`)).toMatch(/^3:\d+: lists or groups are nested far too deeply here/)
  })
  it('parses a title with a colon in quotes', () => {
    expect(parseYaml('\ntitle: "Cloud: what it costs"', 'f.md')).toEqual({ ok: true, value: { title: 'Cloud: what it costs' } })
  })
  it('reads no custom tag as code', () => {
    const parsed = parseYaml('\nx: !!js/function "function(){ return process }"', 'f.md')
    expect(parsed.ok && typeof (parsed.value as { x: unknown }).x).not.toBe('function')
  })
})

describe('lineOfField and lineOfKey', () => {
  const yaml = '\ntitle: x\nauthor:\ntestimonial:\n  qoute: hi'
  it('finds a field and a key with an empty value', () => {
    expect(lineOfField(yaml, ['title'])).toBe(2)
    expect(lineOfKey(yaml, [], 'author')).toBe(3)
    expect(lineOfKey(yaml, ['testimonial'], 'qoute')).toBe(5)
  })
})
