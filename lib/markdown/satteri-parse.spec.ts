import fs from 'node:fs'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { normaliseSource, splitFrontmatter } from '../content/source-text'
import { bodyParsers, formatOf, type ContentFormat } from './parsers'
import { parsedBySatteri } from './satteri-parse'

/** remark's own parse, as the bodies were parsed before satteri: the tree to give. */
const remark = { md: unified().use(remarkParse).use(remarkGfm), mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm) }

/** Documents of plain Markdown (satteri's) where two CommonMark and GFM parsers could differ. */
const edgeCases: Record<string, string> = {
  'links, www. and an email address': 'Visit https://example.com/path?x=1. Or www.example.org, ok. Write to info@kilele.co.ke.\n',
  'a table with escaped pipes and code': '| a | b |\n|---|:-:|\n| 1 | 2 |\n| x \\| y | `c|d` |\n',
  'a long table': `| h |\n|---|\n${'| r |\n'.repeat(50)}`,
  'footnotes, tasks and strikethrough': 'Text[^1].\n\n[^1]: The note.\n\n- [ ] to do\n- [x] done\n\n~~gone~~ and ~one~\n',
  'unsafe link targets': '[x](javascript:alert(1)) ![i](data:image/svg+xml,x) [y](vbscript:x)\n',
  'reference links': '[a][ref] and [ref]\n\n[ref]: https://example.com "Title"\n',
  'character references': '&copy; &#169; &#xA9; &nosuch; &amp;lt;\n',
  'hard breaks and headings': 'one  \ntwo\\\nthree\n\nTitle\n=====\n\nSub\n---\n\n# H1 #\n## H2 with `code` and [link](/x)\n####### not\n',
  'code blocks, indented code and rules': '~~~js\nlet x\n~~~\n\n```\n```\n\n    indented\n\n***\n---\n___\n',
  'nested lists and quotes': '- a\n  - b\n    1. c\n    2. d\n\n> quote\nlazy\n> > deeper\n',
  'emphasis': '*a **b** c* _d_ __e__ ***f*** a*b*c foo_bar_baz\n',
  'other scripts, emoji and tabs': 'Ñandú — “quotes” … 😀 Habari za asubuhi?\n\n-\tone\n\n\tcode\n',
  'escapes and links in links': '\\*not em\\* \\[x\\] [a [b](/c) d](/e)\n',
  'images in links': '![alt *em*](/img.png "t") [![x](/a.png)](/b)\n',
  'deep nesting': `${'> '.repeat(40)}x\n\n${'['.repeat(200)}x${']'.repeat(200)}\n`,
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file)).map((file) => path.join(dir, file))
}

/** The body of a content file's text, as the loader gives it to the parse. */
function bodyOf(text: string): string | undefined {
  const split = splitFrontmatter(normaliseSource(text))
  return split.ok ? split.body : undefined
}

function expectRemarksTree(document: string, format: ContentFormat, name: string) {
  expect(bodyParsers[format].parse(document), name).toEqual(remark[format].parse(document))
}

describe('a body is parsed by satteri when it is plain Markdown, and the tree is remark\'s', () => {
  it.each(Object.entries(edgeCases))('%s', (name, document) => {
    for (const format of ['md', 'mdx'] as const) {
      expect(parsedBySatteri(document, format)).toBe(true)
      expectRemarksTree(document, format, `${name} (.${format})`)
    }
  })

  it('every content file and every test fixture', () => {
    const all = [...files(path.resolve('content')), ...files(path.resolve('tests/fixtures'))]
    let bySatteri = 0
    for (const file of all) {
      const body = bodyOf(fs.readFileSync(file, 'utf8'))
      if (body === undefined) continue
      const format = formatOf(file)
      if (parsedBySatteri(body, format)) bySatteri++
      // a body remark refuses (a syntax error) is remark's to refuse: satteri never parses it
      let tree: unknown
      try {
        tree = remark[format].parse(body)
      } catch {
        expect(parsedBySatteri(body, format), file).toBe(false)
        continue
      }
      expect(bodyParsers[format].parse(body), file).toEqual(tree)
    }
    expect(bySatteri).toBeGreaterThan(all.length / 2)
  })

  it('leaves HTML, JSX, expressions, import and export to remark', () => {
    expect(parsedBySatteri('Hi <b>there</b>', 'md')).toBe(false)
    // braces are text in Markdown: satteri's
    expect(parsedBySatteri('A {1 + 1} sum', 'md')).toBe(true)
    expectRemarksTree('A {1 + 1} sum and {curly} words, `{code}` too.\n', 'md', 'braces in Markdown')
    for (const document of ['<Callout kind="tip">x</Callout>', 'A {1 + 1} sum', 'import X from "y"\n\nText', 'Text\n\nexport const a = 1', '<https://example.com>'])
      expect(parsedBySatteri(document, 'mdx'), document).toBe(false)
  })
})
