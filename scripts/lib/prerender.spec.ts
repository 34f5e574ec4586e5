import { describe, expect, it } from 'vitest'
import { prerenderFailure } from './prerender'

describe('prerenderFailure', () => {
  it('names every refused file once, sorted, above the errors of other pages', () => {
    const errors = [
      'Content check failed, 1 problem:\n  content/blog/b.mdx:4:1: <script> is not allowed in content files',
      '/about: answered 500',
      'Content check failed, 1 problem:\n  content/blog/a.md:7:3: uses "javascript:", which content may not use',
      // the same post refused again on another page that shows its body
      'Content check failed, 1 problem:\n  content/blog/b.mdx:4:1: <script> is not allowed in content files',
    ]
    expect(prerenderFailure(errors)).toBe(
      [
        'Content check failed, 2 problems:',
        '  content/blog/a.md:7:3: uses "javascript:", which content may not use',
        '  content/blog/b.mdx:4:1: <script> is not allowed in content files',
        '/about: answered 500',
      ].join('\n'),
    )
  })

  it('says "1 problem" for one', () => {
    expect(prerenderFailure(['Content check failed, 1 problem:\n  content/team/x.md:3:1: <iframe> is not allowed in content files'])).toBe(
      'Content check failed, 1 problem:\n  content/team/x.md:3:1: <iframe> is not allowed in content files',
    )
  })
})
