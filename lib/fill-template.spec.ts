import { describe, expect, it } from 'vitest'
import { fillTemplate } from './fill-template'

describe('fillTemplate', () => {
  it('fills every placeholder named, wherever it is, and leaves the others as written', () => {
    expect(fillTemplate('{count} results for “{query}”', { count: '3', query: 'cctv' })).toBe('3 results for “cctv”')
    expect(fillTemplate('{n} of {n}', { n: '2' })).toBe('2 of 2')
    expect(fillTemplate('Page {n} of {total}', { n: '2' })).toBe('Page 2 of {total}')
  })
  it('reads no placeholder from what every object has (a writer may type {constructor})', () => {
    expect(fillTemplate('{constructor} {toString} {__proto__}', { n: '2' })).toBe('{constructor} {toString} {__proto__}')
  })
})
