import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { closestKey, describeIssue, unknownFieldMessage } from './field-messages'
import { blogPostSchema, caseStudySchema } from './schema'

describe('unknown fields', () => {
  it('names the closest known field', () => {
    expect(unknownFieldMessage('darft', blogPostSchema, [])).toBe('unknown field; did you mean draft?')
    expect(unknownFieldMessage('Title', blogPostSchema, [])).toBe('unknown field; did you mean title?')
    expect(unknownFieldMessage('qoute', caseStudySchema, ['testimonial'])).toBe('unknown field; did you mean quote?')
    expect(unknownFieldMessage('valeu', caseStudySchema, ['metrics', 2])).toBe('unknown field; did you mean value?')
  })
  it('lists the fields when nothing is close', () => {
    expect(unknownFieldMessage('banana', blogPostSchema, [])).toBe('unknown field; the fields here are title, excerpt, category, date, author, readTime, tags, draft, cover, coverAlt')
  })
  it('does not suggest for a prototype key', () => {
    expect(closestKey('__proto__', ['title', 'draft'])).toBeUndefined()
  })
})

describe('describeIssue', () => {
  const issue = (schema: z.ZodType, value: unknown) => describeIssue(schema.safeParse(value, { reportInput: true }).error!.issues[0]!)
  it('says an empty value is empty, not "received null"', () => {
    expect(issue(z.strictObject({ author: z.string() }), { author: null })).toBe('is empty; write its value after the colon')
  })
  it('says a missing value is required', () => {
    expect(issue(z.strictObject({ author: z.string() }), {})).toBe('is required (expected string)')
  })
})
