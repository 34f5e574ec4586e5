import { describe, expect, it } from 'vitest'
import { findPlaceholders } from './placeholders'

describe('findPlaceholders', () => {
  it('finds placeholders in nested frontmatter values', () => {
    const data = { title: 'Done', excerpt: 'TODO: one sentence', faqs: [{ question: 'Q', answer: '  TODO: answer' }], order: 3 }
    expect(findPlaceholders(data, '').map((h) => h.where)).toEqual(['excerpt', 'faqs.0.answer'])
  })

  it('finds body lines that start with one, in headings and lists too, but not inside code or mid-sentence', () => {
    const body = ['## TODO: first heading', '', 'Real text that mentions TODO: in passing.', '- TODO: a point', '```', 'TODO: in code', '```', 'TODO: write this'].join('\n')
    expect(findPlaceholders({}, body).map((h) => h.where)).toEqual(['line 1', 'line 4', 'line 8'])
  })

  it('finds nothing in finished content', () => {
    expect(findPlaceholders({ title: 'A title', tags: ['x'] }, '## Heading\n\nText.')).toEqual([])
  })
})
