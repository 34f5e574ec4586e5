import fs from 'node:fs'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { gfmSyntaxFor, remarkGfmAsNeeded, tableLines } from './gfm'

const parsers = (mdx: boolean) => ({
  remarkGfm: mdx ? unified().use(remarkParse).use(remarkMdx).use(remarkGfm) : unified().use(remarkParse).use(remarkGfm),
  asNeeded: mdx ? unified().use(remarkParse).use(remarkMdx).use(remarkGfmAsNeeded) : unified().use(remarkParse).use(remarkGfmAsNeeded),
})
const md = parsers(false)
const mdx = parsers(true)

/** Documents where a construct tried on too few lines or without the email construct would change the tree. */
const edgeCases = {
  'an email address': 'Write to info@kilele.co.ke or visit www.kilele.co.ke and https://kilele.co.ke/contact.',
  'an email address in a list': '- ops@example.org\n- mailto:someone@example.com\n- xmpp:chat@example.com/desk',
  'no email, links only': 'See www.example.com, http://example.com/a_(b) and [a link](https://example.com).',
  'a table': '| Day | Activity |\n| --- | :-: |\n| 1 | Planning |\n| 2 | Build |\n\nAfter the table.',
  'a table without outer pipes': 'Day | Activity\n--|--\n1 | Planning',
  'a one-column table': '| Only |\n| - |\n| row |',
  'a table right after a paragraph line': 'Some text\n| a | b |\n| - | - |\n| c | d |',
  'a body row without pipes': '| a | b |\n| - | - |\nbar\n\nnot a row',
  'a table in a block quote': '> | a | b |\n> | - | - |\n> | c | d |\n>\n> after',
  'a table in a list item': '- item\n\n  | a | b |\n  | - | - |\n  | c | d |\n\n1. one\n   | x |\n   | - |',
  'a table in a footnote': 'Text[^1].\n\n[^1]: | a |\n    | - |\n    | b |',
  'escaped pipes and code in cells': '| a \\| b | `c | d` |\n| --- | --- |\n| e | f |',
  'look-alikes that are not tables': '---\n\nTitle\n---\n\n- - -\n\nA | B\n\n- one\n- two',
  'Windows line endings': '| a | b |\r\n| - | - |\r\n| c | d |\r\n\r\nmail@example.com\r\n',
  'old Mac line endings': '| a | b |\r| - | - |\r| c | d |',
  'a post like the generated ones': '## Heading\n\nProse with **bold**, `code` and [a guide](https://example.com/guides/1).\n\n- A point.\n- Another.\n\n| Day | Activity |\n| --- | --- |\n| 1 | Plan |\n\nClosing prose.',
  'strikethrough, tasks and footnotes': '~~gone~~ and ~one~\n\n- [x] done\n- [ ] to do\n\nA note[^n].\n\n[^n]: The note.',
}

function contentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? contentFiles(file) : /\.mdx?$/.test(entry.name) ? [file] : []
  })
}

describe('remarkGfmAsNeeded: remark-gfm, trying two constructs only where they can match', () => {
  it.each(Object.entries(edgeCases))('gives remark-gfm’s tree, positions included: %s', (_name, document) => {
    expect(md.asNeeded.parse(document)).toEqual(md.remarkGfm.parse(document))
    expect(mdx.asNeeded.parse(document)).toEqual(mdx.remarkGfm.parse(document))
  })

  it('gives remark-gfm’s tree for every content file', () => {
    const files = contentFiles(path.resolve('content'))
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8')
      const parser = file.endsWith('.mdx') ? mdx : md
      expect(parser.asNeeded.parse(text), file).toEqual(parser.remarkGfm.parse(text))
    }
    // every file parsed twice: more content takes longer (6.2 s inside the add-content test's unit suite on a loaded machine)
  }, 60_000)

  it('leaves the processor’s syntax as remark-gfm made it after each parse, also after a failed one', () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfmAsNeeded).freeze()
    const before = [...processor.data('micromarkExtensions')!]
    processor.parse('a | b\n- | -')
    expect(() => processor.parse('<Unclosed')).toThrow()
    expect(processor.data('micromarkExtensions')).toEqual(before)
  })
})

describe('gfmSyntaxFor: what a document is parsed with', () => {
  const textConstructs = (document: string) =>
    Object.values(gfmSyntaxFor(document).text ?? {})
      .flat()
      .map((construct) => construct?.name)
  const hasTable = (document: string) => Boolean(gfmSyntaxFor(document).flow)

  it('tries email autolinks only in a document with an @', () => {
    expect(textConstructs('no address here, www.example.com')).not.toContain('emailAutolink')
    expect(textConstructs('no address here, www.example.com')).toEqual(expect.arrayContaining(['wwwAutolink', 'protocolAutolink']))
    expect(textConstructs('write to a@example.com')).toContain('emailAutolink')
  })

  it('tries tables only in a document with a line that could be a delimiter row', () => {
    expect(hasTable('Just prose.\n\nMore prose, with a | pipe.')).toBe(false)
    expect(hasTable('| a |\n| - |')).toBe(true)
  })
})

describe('tableLines: where a table could start or go on', () => {
  it('is the head row, the delimiter row and the rows after it up to a blank line', () => {
    const document = ['Intro', '', '| a | b |', '| - | - |', '| c | d |', 'e', '', 'After'].join('\n')
    expect([...tableLines(document)].sort((a, b) => a - b)).toEqual([3, 4, 5, 6])
  })

  it('finds delimiter rows in block quotes and list items', () => {
    expect(tableLines('> | a |\n> | :-: |').has(1)).toBe(true)
    expect(tableLines('1. | a |\n   | --- |').has(1)).toBe(true)
  })

  it('is empty for prose, however many pipes it has', () => {
    expect(tableLines('A | B | C\n\nD | E').size).toBe(0)
  })
})
