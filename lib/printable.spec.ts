import { describe, expect, it } from 'vitest'
import { ContentError, formatProblems } from './content/errors'
import { printable } from './printable'

describe('the report of content problems', () => {
  it('writes control characters and reordering marks as escapes, so a terminal or a CI log shows them instead of obeying them', () => {
    const problems = [{ file: 'content/pages/about.yaml', where: 'cta.primary.href', line: 72, message: 'the link "/contact\u001b[1A\u001b[2K" goes to no page of the site' }]
    expect(formatProblems(problems)).toBe('Content check failed, 1 problem:\n  content/pages/about.yaml:72 (cta.primary.href): the link "/contact\\u001b[1A\\u001b[2K" goes to no page of the site')
    expect(new ContentError(problems).message).not.toMatch(/\u001b/)
  })

  it('escapes a file name, carriage returns, C1 controls and bidirectional overrides too', () => {
    expect(printable('content/blog/\u202Egpj.md\r\u0085\u0000\u007f\u2066')).toBe('content/blog/\\u202egpj.md\\u000d\\u0085\\u0000\\u007f\\u2066')
  })

  it('leaves what a writer writes as it is: accents, Swahili, dashes, quotes', () => {
    const text = 'the heading "Mwongozo wa Usalama — “Café” ✓" skips a level'
    expect(printable(text)).toBe(text)
  })
})
