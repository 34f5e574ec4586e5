import { describe, expect, it } from 'vitest'
import { countWords, readingMinutes } from './markdown-stats'

describe('countWords', () => {
  it.each([
    ['plain words', 'Secure your M-Pesa till today.', 5],
    ['headings, emphasis and lists', '## Why it matters\n\n- **Fast** payments\n- _fewer_ errors', 7],
    ['a table counts its cells, not its pipes', '| Plan | Price |\n| --- | --- |\n| Basic | 3,000 |', 4],
    ['a link counts its text, not its address', 'Read [our guide](https://kilele.example/blog/guide) now.', 4],
    ['an address with brackets is still an address', 'See [the page](https://en.wikipedia.org/wiki/Nairobi_(city)) now', 4],
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

describe('countWords on a hostile body', () => {
  // Each took a time that grew with the square of the run (200,000 `[`: about 15 s) before the patterns were made linear.
  it.each([
    ['[', '['.repeat(200_000)],
    ['<a', '<a'.repeat(200_000)],
    ['<!--', '<!--'.repeat(200_000)],
    ['[x](', '[x]('.repeat(100_000)],
    ['[ on lines of their own', '[x\n'.repeat(200_000)],
  ])('counts a run of %s openings without closings in linear time', (_name, markdown) => {
    const started = performance.now()
    countWords(markdown)
    expect(performance.now() - started).toBeLessThan(1000)
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
