import { describe, expect, it } from 'vitest'
import { postFile, validPost } from './test-fixtures'
import { MIN_WORDS, writingRuleProblems } from './writing-rules'

/** Ten words a sentence. */
const SENTENCE = 'Most small offices in Kisumu never test restoring their backups.'
const words = (n: number) => {
  const sentences = Array.from({ length: Math.floor(n / 10) }, () => SENTENCE)
  const rest = SENTENCE.split(' ').slice(0, n % 10).join(' ')
  return [...sentences, rest].filter(Boolean).join(' ')
}

/** A file with five frontmatter lines between the --- lines: the body starts on line 8. */
const file = (body: string) => `---\ntitle: "Backing Up a Small Office"\nexcerpt: "Three copies."\ncategory: Technology\ndate: 2026-11-20\nauthor: Brian Otieno\n---\n${body}`
const check = (folder: string, body: string, name = `content/${folder}/example.md`) => writingRuleProblems({ file: name, folder, source: file(body) })
const messages = (folder: string, body: string, name?: string) => check(folder, body, name).map((p) => `${p.where === 'body' ? `${p.line} (body)` : p.where}: ${p.message}`)

describe('length', () => {
  it('counts ten words a sentence in the helper', () => {
    expect(words(299).match(/\S+/g)).toHaveLength(299)
  })

  it.each([
    ['blog', 300, 'a blog post'],
    ['case-studies', 150, 'a case study'],
  ])('%s: at least %i words', (folder, minimum, kind) => {
    expect(MIN_WORDS[folder as keyof typeof MIN_WORDS].words).toBe(minimum)
    expect(check(folder, `\n${words(minimum)}\n`)).toEqual([])
    expect(messages(folder, `\n${words(minimum - 1)}\n`)).toEqual([
      `9 (body): the body has ${minimum - 1} words; ${kind} needs at least ${minimum}: add 1 more below the closing ---`,
    ])
  })

  it('points at the first line of text, counting the frontmatter lines', () => {
    expect(check('blog', '\n\n\nOne short line.\n')[0]).toMatchObject({ file: 'content/blog/example.md', line: 11, where: 'body' })
    expect(check('blog', 'One short line.\n')[0]?.line).toBe(8)
  })

  it('does not count markup: link addresses, tags and headings markers', () => {
    const body = `\n## ${words(5)}\n\n[${words(10)}](https://www.example.com/a/very/long/address/that/is/not/words)\n\n${words(284)}\n`
    expect(messages('blog', body)[0]).toMatch(/the body has 299 words/)
  })

  it('takes the loader\'s count of the body when it has one, and counts itself otherwise', () => {
    const source = { file: 'content/blog/example.md', folder: 'blog', source: file(`\n${words(120)}\n`) }
    expect(writingRuleProblems(source)[0]?.message).toMatch(/the body has 120 words/)
    expect(writingRuleProblems({ ...source, words: 299 })[0]?.message).toMatch(/the body has 299 words/)
    expect(writingRuleProblems({ ...source, words: 300 })).toEqual([])
  })

  it('leaves an empty body to the loader ("the body is empty")', () => {
    expect(check('blog', '\n  \n')).toEqual([])
  })

  it('asks no length of other kinds, nor of data files', () => {
    expect(check('services', '\nA short optional body.\n')).toEqual([])
    expect(check('team', '\nA short bio.\n')).toEqual([])
    expect(writingRuleProblems({ file: 'content/data/testimonials.yaml', folder: 'data', source: undefined })).toEqual([])
  })
})

describe('headings', () => {
  const post = (headings: string) => `\n${words(300)}\n\n${headings}\n`
  // file(): 7 lines of frontmatter; post(): a blank line, the text, a blank line, then the headings from line 11.

  it('accepts ## sections with ### parts, and going back up any number of levels', () => {
    expect(check('blog', post('## Costs\n\n### Hardware\n\n#### Disks\n\n## Restores\n\n### Monthly drill\n\n## Summary'))).toEqual([])
  })

  it('refuses a level-1 heading, with its line and column in the file', () => {
    expect(messages('blog', post('# Why backups fail'))).toEqual([
      `11:1: the heading "# Why backups fail" is a level-1 heading, but the page title is the page's only one: use ## for sections (### for a part of a section)`,
    ])
  })

  it('refuses an underlined (setext) level-1 heading', () => {
    expect(messages('blog', post('Why backups fail\n================'))).toEqual([
      `11:1: the heading "Why backups fail" (underlined with ===) is a level-1 heading, but the page title is the page's only one: use ## for sections (### for a part of a section)`,
    ])
  })

  it('refuses a skipped level and names the level to use', () => {
    expect(messages('blog', post('## Costs\n\n#### Disks'))).toEqual([
      '13:1: the heading "#### Disks" skips a level after a ## heading: use ### (each heading goes at most one level below the one before it)',
    ])
  })

  it('refuses a first heading below ##', () => {
    expect(messages('blog', post('### Disks'))).toEqual([
      '11:1: the heading "### Disks" skips a level after the page title (#): use ## (each heading goes at most one level below the one before it)',
    ])
  })

  it('reads on as if each fix were made: one message per heading to change', () => {
    expect(messages('blog', post('# Costs\n\n### Hardware\n\n##### Disks')).map((m) => /^(\d+):.*: use (#+) /.exec(m)?.slice(1))).toEqual([['11', '##'], ['15', '####']])
  })

  it('finds headings inside quotes and list items too', () => {
    expect(messages('blog', post('> # Quoted title')).map((m) => m.slice(0, 5))).toEqual(['11:3:'])
    expect(messages('blog', post('## Costs\n\n1. #### Disks')).map((m) => m.slice(0, 5))).toEqual(['13:4:'])
    expect(messages('blog', post('- Title\n  =====')).map((m) => m.slice(0, 5))).toEqual(['11:3:'])
  })

  it('ignores # lines in code blocks', () => {
    expect(check('blog', post('## Set-up\n\n```sh\n# run the backup\nrestic backup /srv\n```'))).toEqual([])
  })

  it('checks headings in every kind, inside MDX components too', () => {
    expect(messages('services', '\n# Managed IT Support\n', 'content/services/support.mdx')).toHaveLength(1)
    expect(messages('legal', '\n<Callout kind="tip">\n\n# Read this first\n\n</Callout>\n', 'content/legal/privacy.mdx')).toEqual([
      expect.stringMatching(/^11:1: the heading "# Read this first" is a level-1 heading/),
    ])
  })

  it('leaves a file that does not parse to the MDX syntax check', () => {
    expect(check('legal', '\n<Callout>\n\n# Never closed\n', 'content/legal/privacy.mdx')).toEqual([])
  })
})

it('passes the post that test fixtures write by default (lib/content/test-fixtures.ts)', () => {
  expect(writingRuleProblems({ file: 'content/blog/fixture.md', folder: 'blog', source: postFile(validPost) })).toEqual([])
})
