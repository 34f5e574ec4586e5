import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { closestKey, closestOption, describeIssue, unknownFieldMessage } from './field-messages'
import { blogCategories, blogPostSchema, caseStudySchema, isoDate } from './schema'

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
  it('does not look for a name close to a very long one', () => {
    const started = performance.now()
    expect(closestKey(`/blog/${'a'.repeat(100_000)}`, Array.from({ length: 1_400 }, (_, i) => `/blog/post-${i}`))).toBeUndefined()
    expect(closestKey('draft', ['d'.repeat(100_000), 'draft'])).toBe('draft')
    expect(performance.now() - started).toBeLessThan(1_000)
  })
  it('does not suggest for a prototype key', () => {
    expect(closestKey('__proto__', ['title', 'draft'])).toBeUndefined()
  })
})

describe('describeIssue', () => {
  const post = { title: 't', excerpt: 'e', category: 'Cloud', date: '2026-01-15', author: 'a' }
  const issue = (schema: z.ZodType, value: unknown) => describeIssue(schema.safeParse(value, { reportInput: true }).error!.issues[0]!)
  it('says an empty value is empty, not "received null"', () => {
    expect(issue(z.strictObject({ author: z.string() }), { author: null })).toBe('is empty; write its value after the colon')
  })
  it('says what to write when a value is of the wrong type', () => {
    expect(issue(z.strictObject({ draft: z.boolean() }), { draft: 'maybe' })).toBe('must be true or false, found "maybe"')
    expect(issue(z.strictObject({ tags: z.array(z.string()) }), { tags: 5 })).toBe('must be a list: one "- item" line each under the field, or [first, second] after the colon, found 5')
    expect(issue(z.strictObject({ phone: z.string() }), { phone: 712345678 })).toBe('must be text; put the value in double quotes, found 712345678')
    expect(issue(z.strictObject({ order: z.number() }), { order: 'first' })).toBe('must be a number, found "first"')
    expect(issue(blogPostSchema, { ...post, draft: 'maybe' })).toBe('must be true or false, found "maybe"')
  })
  it('counts the items of a list that is too long or too short, instead of printing it back', () => {
    expect(issue(z.strictObject({ stats: z.array(z.string()).length(4) }), { stats: ['1', '2', '3', '4', '5'] })).toBe('has 5 items; it must have exactly 4 (one "- " line each)')
    expect(issue(z.strictObject({ features: z.array(z.string()).min(3) }), { features: ['a'] })).toBe('has 1 item; it needs at least 3')
    expect(issue(z.strictObject({ offerings: z.array(z.string()).max(8) }), { offerings: Array(9).fill('a') })).toBe('has 9 items; it takes at most 8')
  })
  it('keeps a schema\'s own message for a wrong type', () => {
    expect(issue(blogPostSchema, { ...post, readTime: 'a while' })).toBe('must be a number of minutes, like 5 or "5 min read", found "a while"')
  })
  it('says a missing value is required', () => {
    expect(issue(z.strictObject({ author: z.string() }), {})).toBe('is required (expected string)')
  })
})

describe('a value that is not one of the options', () => {
  const categories = [...blogCategories]
  it('names the option a writer most likely meant', () => {
    expect(closestOption('cloud', categories)).toBe('Cloud')
    expect(closestOption('Tech', categories)).toBe('Technology')
    expect(closestOption('digital', categories)).toBe('Digital Marketing')
    expect(closestOption('Clound', categories)).toBe('Cloud')
    expect(closestOption('Cybersecurty', categories)).toBe('Cybersecurity')
  })
  it('names none when nothing is close or the start fits several', () => {
    expect(closestOption('Gossip', categories)).toBeUndefined()
    expect(closestOption('De', categories)).toBeUndefined()
    expect(closestOption('C', categories)).toBeUndefined()
    expect(closestOption(' ', categories)).toBeUndefined()
    expect(closestOption('Man', ['Manufacturing', 'Management'])).toBeUndefined()
  })
  it('says it after what was found', () => {
    const issue = describeIssue(blogPostSchema.shape.category.safeParse('Tech', { reportInput: true }).error!.issues[0]!)
    expect(issue).toBe('Invalid option: expected one of "Cybersecurity"|"Cloud"|"Technology"|"Digital Marketing"|"Development", found "Tech"; did you mean "Technology"?')
  })
})

describe('a date written another way', () => {
  const issue = (value: unknown) => describeIssue(isoDate.safeParse(value, { reportInput: true }).error!.issues[0]!)
  it('is given back as YYYY-MM-DD after what was found', () => {
    expect(issue('27/11/2026')).toBe('must be a date written YYYY-MM-DD, found "27/11/2026"; write 2026-11-27 (27 November 2026)')
  })
  it('says only the rule when the value reads as no day', () => {
    expect(issue('next week')).toBe('must be a date written YYYY-MM-DD, found "next week"')
    expect(issue('2026-02-30')).toBe('is not a real calendar date, found "2026-02-30"')
  })
})
