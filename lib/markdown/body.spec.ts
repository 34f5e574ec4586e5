import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheWritesDone } from '../cache/disk-cache'
import { packedCache } from '../cache/packed-cache'
import { tempFolders } from '../cache/temp-folders'
import { normaliseSource, splitFrontmatter } from '../content/source-text'
import { bodyTree, inspectBody, MAX_NESTING, parseBody } from './body'

const folder = tempFolders('kilele-body-')
// each test that uses the build cache points BUILD_CACHE_DIR at a folder of its own
afterEach(() => {
  delete process.env.BUILD_CACHE_DIR
})

describe('a body in the build cache: its inspection and its tree apart', () => {
  it('gives the check the inspection without the tree, and a page the same tree as a fresh parse', async () => {
    const cacheDir = folder()
    process.env.BUILD_CACHE_DIR = cacheDir
    const body = '## Kept apart\n\nA [link](/services) and a table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'
    const fresh = parseBody(body, 'md')
    await cacheWritesDone()
    expect(fresh.tree).toBeDefined()
    // what the cache holds, read back as another process would (entries written above)
    const inspection = JSON.parse(packedCache('body-inspections', cacheDir).get(`md\0${body}`)!)
    expect(inspection).not.toHaveProperty('tree')
    expect(inspection).toEqual(inspectBody(body, 'md'))
    expect(JSON.parse(packedCache('body-trees', cacheDir).get(`md\0${body}`)!)).toEqual(bodyTree(body, 'md', 'content/blog/kept.md'))
  })

  it('has no tree for a body the check refuses, and says why when a page asks for one', () => {
    const body = 'A <span>raw</span> tag.\n'
    expect(inspectBody(body, 'md').dialect.length).toBeGreaterThan(0)
    expect(parseBody(body, 'md').tree).toBeUndefined()
    expect(() => bodyTree(body, 'md', 'content/blog/raw.md', 5)).toThrow(/content\/blog\/raw\.md:5:\d+/)
  })
})

describe('a body nested too deeply', () => {
  const nestedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n')
  const formats = ['md', 'mdx'] as const

  it.each(formats)(`shows lists nested ${MAX_NESTING - 1} levels deep (.%s)`, (format) => {
    const parsed = parseBody(`Intro.\n\n${nestedList(MAX_NESTING - 1)}\n`, format)
    expect(parsed.dialect).toEqual([])
    expect(parsed.tree).toBeDefined()
  })

  it.each(formats)('refuses one level more, at the line that goes too deep (.%s)', (format) => {
    const parsed = parseBody(`Intro.\n\n${nestedList(MAX_NESTING + 5)}\n`, format)
    expect(parsed.tree).toBeUndefined()
    // the last list's item paragraph is the level past the limit
    expect(parsed.dialect).toEqual([expect.objectContaining({ line: MAX_NESTING + 2, reason: expect.stringMatching(`nested ${MAX_NESTING + 1} levels deep .*at most ${MAX_NESTING} levels`) })])
  })

  // 100,000 quote marks: remark's parse took a minute (the square of the nesting), and every walk of the tree by
  // recursion (links, headings, the HTML tree, the page's render) overflowed the stack and crashed the check
  it.each([
    ['quotes parsed by remark', '> '.repeat(100_000) + 'deep <b>inside</b>', 'mdx'],
    ['quotes parsed by satteri', '> '.repeat(100_000) + 'deep', 'md'],
    ['a list on one line', '- '.repeat(100_000) + 'deep', 'md'],
    ['emphasis', '*a '.repeat(2_000) + 'deep' + ' b*'.repeat(2_000), 'mdx'],
  ] as const)('refuses %s at once, with a message and no exception', (_name, deep, format) => {
    const started = performance.now()
    const parsed = parseBody(`Intro.\n\n${deep}\n`, format)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(parsed.tree).toBeUndefined()
    expect([parsed.syntaxError, ...parsed.dialect].filter(Boolean)).toEqual([expect.objectContaining({ line: 3, reason: expect.stringMatching(`at most ${MAX_NESTING} levels`) })])
    expect(() => bodyTree(`Intro.\n\n${deep}\n`, format, 'content/blog/deep.md', 9)).toThrow(/content\/blog\/deep\.md:11:\d+: this is nested/)
  })

  it('reads quote marks and deep indentation inside a fenced code block as code', () => {
    const code = ['```text', '> '.repeat(500), ' '.repeat(1_000) + 'indented', '```'].join('\n')
    const parsed = parseBody(`Intro.\n\n${code}\n`, 'md')
    expect(parsed.dialect).toEqual([])
    expect(parsed.tree).toBeDefined()
  })
})

describe('hyphenated words a line keeps together (lib/compound-words.ts)', () => {
  const html = (body: string, format: 'md' | 'mdx' = 'md') => {
    const walk = (node: { type: string; value?: string; tagName?: string; properties?: { className?: string[] }; children?: unknown[] }): string =>
      node.type === 'text'
        ? node.value!
        : node.type === 'element'
          ? `<${node.tagName}${node.properties?.className ? ` class="${node.properties.className.join(' ')}"` : ''}>${(node.children ?? []).map((c) => walk(c as never)).join('')}</${node.tagName}>`
          : (node.children ?? []).map((c) => walk(c as never)).join('')
    return walk(bodyTree(body, format, 'content/blog/words.md') as never).replace(/\n/g, '')
  }

  it('keeps "M-Pesa" on one line in running text, a link and a list, but not a long compound', () => {
    expect(html('Pay by M-Pesa or [e-mail](/contact).\n\n- SIM-swap fraud\n- round-the-clock care\n')).toBe(
      '<p>Pay by <span class="nowrap">M-Pesa</span> or <a><span class="nowrap">e-mail</span></a>.</p><ul><li><span class="nowrap">SIM-swap</span> fraud</li><li>round-the-clock care</li></ul>',
    )
  })

  it('keeps every short compound of a heading together, and leaves code as written', () => {
    expect(html('## Round-the-clock M-Pesa checks\n\nRun `m-pesa-sync` daily:\n\n```\nM-Pesa-Key: x\n```\n')).toBe(
      '<h2><span class="nowrap">Round-the-clock</span> <span class="nowrap">M-Pesa</span> checks</h2><p>Run <code>m-pesa-sync</code> daily:</p><pre><code>M-Pesa-Key: x</code></pre>',
    )
  })

  it('does so inside an MDX component too', () => {
    expect(html('<Callout kind="tip">Pay by M-Pesa.</Callout>\n', 'mdx')).toContain('Pay by <span class="nowrap">M-Pesa</span>.')
  })
})
