import { describe, expect, it } from 'vitest'
import { bodyTree, parseBody } from './body'

/**
 * Parses a body as every page and the content check do (lib/markdown/body.ts, the one plugin list), placed
 * below four lines of frontmatter as in a file; returns the dialect's messages. A refused body has no tree,
 * and asking for its tree throws, so no page can show it.
 */
async function refusals(body: string, format: 'md' | 'mdx' = 'mdx'): Promise<string[]> {
  const text = `\n\n\n\n${body}\n`
  const parsed = parseBody(text, format)
  if (!parsed.dialect.length) {
    expect(parsed.syntaxError).toBeUndefined()
    expect(parsed.tree).toBeDefined()
    return []
  }
  expect(parsed.tree).toBeUndefined()
  expect(() => bodyTree(text, format, 'content/blog/case.mdx')).toThrow(/content\/blog\/case\.mdx:\d+:\d+/)
  return parsed.dialect.map((p) => `${p.line}:${p.column}: ${p.reason}`)
}

describe('what a content file may contain', () => {
  it.each([
    ['Markdown with a table and a list', '## Costs\n\n| Item | KES |\n| --- | --- |\n| Audit | 50,000 |\n\n- one\n- two'],
    ['a component with a literal prop', '<Callout kind="warning">\nBack up first.\n</Callout>'],
    ['a component with no props', '<Callout>Note this.</Callout>'],
    ['allowed HTML with allowed attributes', '<details open>\n<summary>More</summary>\n<abbr title="Kenya Revenue Authority">KRA</abbr>\n</details>'],
    ['links with http, https, mailto, tel, a path and an anchor', '[a](https://kra.go.ke) [b](http://x.ke) [c](mailto:hi@x.ke) [d](tel:+254700000000) [e](/contact) [f](#costs) <a href="/about">g</a>'],
    ['an MDX comment', '{/* a note for the next writer */}\n\nText.'],
    ['a fragment', '<>Text</>'],
    ['an HTML comment in Markdown', '<!-- a note -->\n\nText.'],
  ])('accepts %s', async (_what, body) => {
    expect(await refusals(body, body.includes('<!--') ? 'md' : 'mdx')).toEqual([])
  })

  it.each([
    ['import', "import x from 'node:fs'", /import and export lines are not allowed/],
    ['export', 'export const leak = process.env', /import and export lines are not allowed/],
    ['an expression with a variable', '{process.env.HOME}', /expression would run as code/],
    ['an expression without a variable', '{"".constructor.constructor("return process")()}', /expression would run as code/],
    ['an attribute expression', '<Callout kind={"tip"}>x</Callout>', /<Callout kind=\{...\}>: attribute values are written in quotes/],
    ['a spread attribute', '<Callout {...globalThis}>x</Callout>', /a spread attribute would run as code/],
    ['an unknown component', '<YouTube id="x" />', /unknown component <YouTube>; the components MDX files may use are <Callout>/],
    ['a lower-case component name', '<callout>x</callout>', /<callout> is not a component; .* <Callout>/],
    ['a prop outside the enum', '<Callout kind="danger">x</Callout>', /<Callout>: kind must be one of "note", "tip", "warning"/],
    ['a prototype key as a prop value', '<Callout kind="constructor">x</Callout>', /kind must be one of/],
    ['a prototype key as a component', '<Constructor />', /unknown component <Constructor>/],
    ['an unknown prop', '<Callout colour="red">x</Callout>', /unknown prop "colour"; <Callout> takes kind/],
    ['<script>', '<script>{"x"}</script>', /<script> is not allowed/],
    ['<style>', '<style>{"p{}"}</style>', /<style> is not allowed/],
    ['<iframe>', '<iframe src="https://x.ke" />', /<iframe> is not allowed/],
    ['<object>', '<object data="x" />', /<object> is not allowed/],
    ['<embed>', '<embed src="x" />', /<embed> is not allowed/],
    ['<form>', '<form action="https://x.ke" />', /<form> is not allowed/],
    ['<input>', '<input name="x" />', /<input> is not allowed/],
    ['<button>', '<button>x</button>', /<button> is not allowed/],
    ['<base>', '<base href="https://x.ke" />', /<base> is not allowed/],
    ['<meta>', '<meta httpEquiv="refresh" content="0;url=https://x.ke" />', /<meta> is not allowed/],
    ['<link>', '<link rel="stylesheet" href="https://x.ke/a.css" />', /<link> is not allowed/],
    ['<template>', '<template>x</template>', /<template> is not allowed/],
    ['svg foreignObject', '<svg><foreignObject>x</foreignObject></svg>', /<svg> is not allowed/],
    ['an on* attribute', '<p onMouseOver="alert(1)">x</p>', /<p onMouseOver>: event handlers and raw markup are not allowed/],
    ['dangerouslySetInnerHTML', '<div dangerouslySetInnerHTML="x" />', /event handlers and raw markup are not allowed/],
    ['a style attribute', '<p style="display:none">x</p>', /<p style>: content carries no styling of its own/],
    ['an attribute outside the list', '<p id="main">x</p>', /the attribute "id" is not allowed/],
    ['a javascript: href', '<a href="javascript:alert(1)">x</a>', /uses "javascript:"/],
    ['a javascript: Markdown link', '[x](javascript:alert(1))', /uses "javascript:"/],
    ['a scheme hidden by a tab', '[x](java&#x09;script:alert(1))', /uses "javascript:"/],
    ['a data: image', '![x](data:image/png;base64,AAAA)', /uses "data:"/],
    ['a vbscript: link definition', '[x]: vbscript:msgbox\n\n[y][x]', /uses "vbscript:"/],
  ])('refuses %s', async (_what, body, message) => {
    const found = await refusals(body)
    expect(found.join('\n')).toMatch(message)
  })

  it('reports raw HTML in a .md file with its line and what to write instead', async () => {
    expect(await refusals('Text.\n\n<iframe src="https://x.ke"></iframe>', 'md')).toEqual([
      '7:1: raw HTML ("<iframe src="https://x.ke"></iframe>") is not shown in a .md file; write Markdown instead (**bold**, [text](https://...), ![alt](/images/...)), or rename the file to .mdx to use the HTML elements listed in WRITING.md',
    ])
    expect(await refusals('<Callout kind="tip">x</Callout>', 'md')).toEqual(['5:1: <Callout> is not shown in a .md file; rename the file to .mdx to use components'])
  })

  it('reports every problem of a file with its line and column', async () => {
    expect(await refusals('<script>{"x"}</script>\n\n[x](javascript:y)')).toEqual([
      '5:1: <script> is not allowed in content files; write Markdown, or use the HTML elements and components listed in WRITING.md',
      '5:9: a {...} expression would run as code, which content files may not do; to show a brace write \\{ or \\}',
      '7:1: the URL "javascript:y" uses "javascript:", which content may not use; links may be http, https, mailto or tel, or a site path like /contact',
    ])
  })
})
