import { describe, expect, it } from 'vitest'
import { contentParsers } from '../markdown/parsers'
import { loadContent } from './loader'
import { postSections } from './post-headings'

/** The ids the build gives ## headings (the one remark plugin list), read from the parsed tree. */
function parsedSectionIds(body: string): string[] {
  const tree = contentParsers.md.runSync(contentParsers.md.parse(body)) as unknown as { children: { type: string; depth?: number; data?: { hProperties?: { id?: string } } }[] }
  return tree.children.filter((n) => n.type === 'heading' && n.depth === 2).map((n) => n.data!.hProperties!.id!)
}

describe('postSections', () => {
  it('finds the ## sections with the ids the build gives them, in every post', () => {
    for (const post of loadContent().blog) {
      expect(postSections(post.body).map((s) => s.id), post.file).toEqual(parsedSectionIds(post.body))
    }
  })

  it('reads inline Markdown as text, skips code fences and numbers repeated headings', () => {
    const body = ['## Use **MFA** and `ssh`', '', '```md', '## not a heading', '```', '', '### Detail', '', '## [Links](/contact) too', '', '## Use MFA and ssh'].join('\n')
    expect(postSections(body)).toEqual([
      { id: 'use-mfa-and-ssh', text: 'Use MFA and ssh' },
      { id: 'links-too', text: 'Links too' },
      { id: 'use-mfa-and-ssh-2', text: 'Use MFA and ssh' },
    ])
    expect(postSections(body).map((s) => s.id)).toEqual(parsedSectionIds(body))
  })
})
