import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { flatYaml } from './flat-yaml'
import { normaliseSource, splitFrontmatter } from './source-text'

/** What the loader gives the yaml library (yaml-source.ts), less its options, which change no value. */
const library = (text: string) => parse(text, { maxAliasCount: 50, logLevel: 'error' }) as unknown

/** flatYaml reads `text` as the library does, or leaves it to the library; `true` when it read it. */
function agrees(text: string): boolean {
  const flat = flatYaml(text)
  if (flat === undefined) return false
  expect({ text, value: flat }).toEqual({ text, value: library(text) })
  // the same kinds of value too: toEqual takes no note of an object's prototype
  expect(Object.getPrototypeOf(flat)).toBe(Object.prototype)
  return true
}

function yamlOfEveryContentFile(): string[] {
  const texts: string[] = []
  for (const entry of fs.readdirSync('content', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = normaliseSource(fs.readFileSync(file, 'utf8'))
    if (/\.ya?ml$/.test(entry.name)) texts.push(text)
    if (/\.mdx?$/.test(entry.name)) {
      const split = splitFrontmatter(text)
      if (split.ok) texts.push(split.yaml)
    }
  }
  return texts
}

describe('flatYaml', () => {
  it('reads every content file it takes as the yaml library does, and takes the flat ones', () => {
    const texts = yamlOfEveryContentFile()
    expect(texts.length).toBeGreaterThan(50)
    // posts, events, team members: many files are flat, and compared
    expect(texts.filter(agrees).length).toBeGreaterThan(0)
  })

  it('reads the values a writer writes', () => {
    const flat = '\ntitle: "Cloud: what it costs"\nexcerpt: It\'s 5 min read, C# and "quotes"\ndate: 2026-01-31\nreadTime: 5\ndraft: false\nauthor: \'Wanjiru\'\'s team\'\nempty:\ntags:\n  - POS\n  - "KRA eTIMS"\nmore:\n- a\n- b\n\nlast: ~'
    expect(agrees(flat)).toBe(true)
    expect(flatYaml(flat)).toEqual({ title: 'Cloud: what it costs', excerpt: 'It\'s 5 min read, C# and "quotes"', date: '2026-01-31', readTime: 5, draft: false, author: "Wanjiru's team", empty: null, tags: ['POS', 'KRA eTIMS'], more: ['a', 'b'], last: null })
  })

  it('reads a word an object has from its prototype as the text it is', () => {
    expect(flatYaml('title: constructor\ntags:\n  - toString\n  - __proto__')).toEqual({ title: 'constructor', tags: ['toString', '__proto__'] })
  })

  it('leaves to the library what it does not read the same way for certain', () => {
    const left = [
      'title: Cloud: what it costs', 'title: a # comment', '# comment\ntitle: a', 'title: a\ntitle: b', 'title: a\n  continued',
      'title: |\n  block', 'title: >\n  folded', 'title: [a, b]', 'title: {a: b}', 'title: &anchor a', 'title: *alias', 'title: !!str a',
      'title: !tag a', 'title: "escaped \\" quote"', 'title: "unterminated', "title: 'unterminated", 'title: a:', 'count: 1.5', 'count: 01',
      'count: -1', 'count: +1', 'count: 0x1F', 'count: 0o17', 'count: 1e3', 'count: .inf', 'count: .nan', 'count: 1_000', 'time: 12:30',
      'when: 2026-01-31T10:00:00Z', 'read: 5 min read', 'title:\ta', 'title: a\t', 'title: a\r', 'title: a\u0085b', '\uFEFFtitle: a',
      'tags:\n  - a\n    b', 'tags:\n  - a\n   - b', 'tags:\n  -', 'tags:\n  - - a', 'tags:\n  - a: b', 'title: a\n- b', '- a', '---\ntitle: a',
      'true: a', 'null: a', '__proto__: a', 'nested:\n  a: b', 'title:a', ' title: a', '', '\n\n', 'title: -a', 'title: ?a', 'title: %a', 'title: @a', 'title: `a`',
      `count: ${'9'.repeat(16)}`,
    ]
    for (const text of left) expect({ text, value: flatYaml(text) }).toEqual({ text, value: undefined })
  })

  it('agrees with the library on text made of tricky pieces, or leaves it to it', () => {
    // words an object has from its prototype too: as names and as values they are plain text
    const keys = ['title', 'tags', 'a-b', '_x', 'yes', 'on', 'Title', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']
    const values = [
      '', ' ', 'plain', 'two words', '"quoted"', "'single'", "'it''s'", '""', "''", '"a: b"', 'a:b', 'a: b', 'C#', 'a #b', 'a#b', '5', '0', '05',
      '12345678901234', '-', '- a', '1.0', '2026-01-31', '2026-1-31', '5 min', 'null', 'Null', 'NULL', '~', 'true', 'False', 'yes', 'no', 'off',
      '[a]', '{a}', 'a [b] {c}', 'x,y', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype', '.5', '.inf', '.NaN', '+5', 'Infinity', 'NaN', 'é à ü', 'Ω', '😀', '\u2028', '\u00a0x', 'x\u00a0', 'a  ', '"a"  ',
      "'a'  ", '"a" b', 'a"b', "a'b", '!a', '&a', '*a', '|', '>', '%a', '@a', '`a`', '?', '? a', ':', 'a:', '::', 'a :b',
    ]
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!
    let read = 0
    for (let n = 0; n < 3000; n++) {
      const lines: string[] = []
      for (let line = 0; line < 1 + Math.floor(random() * 4); line++) {
        const key = pick(keys)
        if (random() < 0.25) {
          lines.push(`${key}:`)
          const indent = pick(['', '  ', '    '])
          for (let item = 0; item < Math.floor(random() * 3); item++) lines.push(`${indent}- ${pick(values)}`)
        } else lines.push(`${key}: ${pick(values)}`)
        if (random() < 0.1) lines.push('')
      }
      const text = lines.join('\n')
      let valid = true
      try {
        library(text)
      } catch {
        valid = false
      }
      if (!valid) expect({ text, value: flatYaml(text) }).toEqual({ text, value: undefined })
      else if (agrees(text)) read++
    }
    // the pieces are mostly simple: a good share is read here, and so compared
    expect(read).toBeGreaterThan(500)
  })
})
