import { describe, expect, it } from 'vitest'
import { countWords, readingMinutes } from './markdown-stats'

describe('countWords', () => {
  it.each([
    ['plain words', 'Secure your M-Pesa till today.', 5],
    ['headings, emphasis and lists', '## Why it matters\n\n- **Fast** payments\n- _fewer_ errors', 7],
    ['a table counts its cells, not its pipes', '| Plan | Price |\n| --- | --- |\n| Basic | 3,000 |', 4],
    ['a link counts its text, not its address', 'Read [our guide](https://kilele.example/blog/guide) now.', 4],
    ['an image counts its alt text', '![Office in Westlands](/images/office.webp)', 3],
    ['a bare address is one word', 'Visit https://www.example.com/a/b/c today', 3],
    ['HTML and JSX tags are not words', '<Callout type="tip" title="x">\nBack up daily.\n</Callout>', 3],
    ['MDX import and export lines are not words', "import { Chart } from './chart'\nexport const meta = { a: 1 }\n\nOne two.", 2],
    ['comments are not words', 'Before <!-- a note for editors --> after', 2],
    ['reference definitions are not words', 'See [the act][dpa].\n\n[dpa]: https://example.com/dpa "Data Protection Act"', 3],
    ['numbers and contractions are single words', "It's 3.5 times faster", 4],
    ['an empty body', '', 0],
  ])('%s', (_name, markdown, words) => {
    expect(countWords(markdown)).toBe(words)
  })
})

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words -> %i min', (words, minutes) => expect(readingMinutes(words)).toBe(minutes))
})
