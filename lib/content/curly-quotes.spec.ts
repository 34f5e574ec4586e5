import { describe, expect, it } from 'vitest'
import { straightenCurlyQuotes } from './curly-quotes'
import { parseYaml } from './yaml-source'

const read = (yaml: string) => {
  const parsed = parseYaml(yaml, 'f.md')
  return parsed.ok ? parsed.value : parsed.problem.message
}

describe('values typed in curly quotes', () => {
  it('reads a field wrapped in curly quotes as if in straight ones, a colon included', () => {
    expect(read('title: “Backups: what works”\nexcerpt: ‘Three copies, two media’')).toEqual({ title: 'Backups: what works', excerpt: 'Three copies, two media' })
  })
  it('reads list items and nested fields so', () => {
    expect(read('tags:\n  - “backup”\n  - SME\nhero:\n  title: “Kenya’s best backups”\n  subtitle: “He said \\"hi\\" \\\\o/”')).toEqual({
      tags: ['backup', 'SME'],
      hero: { title: 'Kenya’s best backups', subtitle: 'He said \\"hi\\" \\\\o/' },
    })
  })
  it('keeps straight-quoted values, partly quoted values and blocks as written', () => {
    expect(read('title: "“Security is a process”"\nexcerpt: “Fast” and “secure”\nbody: |\n  note: “kept”\n  - “kept too”\nnext: “read”')).toEqual({
      title: '“Security is a process”',
      excerpt: '“Fast” and “secure”',
      body: 'note: “kept”\n- “kept too”\n',
      next: 'read',
    })
  })
  it('leaves the next line of a longer value alone', () => {
    expect(straightenCurlyQuotes('excerpt: one\n  “two”')).toBe('excerpt: one\n  “two”')
  })
  it('keeps every line where it was', () => {
    const yaml = '\ntitle: “A: b”\n\ntags:\n  - ‘c’\n'
    expect(straightenCurlyQuotes(yaml).split('\n').length).toBe(yaml.split('\n').length)
  })
})
