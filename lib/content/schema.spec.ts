import { describe, expect, it } from 'vitest'
import { kindNames } from './kinds'
import { loadContent } from './loader'
import {
  blogPostSchema, eventSchema, caseStudySchema, dataFiles, isoDate, legalSchema, serviceSchema, slug, solutionSchema, teamMemberSchema,
} from './schema'

const content = loadContent({ preview: true })

describe('every schema accepts the shipped content', () => {
  it.each(kindNames)('%s', (name) => {
    const entries = content[name]
    expect(entries.length).toBeGreaterThan(0)
  })
  it.each(Object.keys(dataFiles))('%s', (name) => {
    expect(content.data[name as keyof typeof dataFiles]).toBeDefined()
  })
})

const shipped = {
  service: content.services[0]!,
  solution: content.solutions[0]!,
  study: content['case-studies'][0]!,
  post: content.blog[0]!,
  legal: content.legal[0]!,
  member: content.team[0]!,
}

describe('schemas reject malformed content', () => {
  it.each([
    ['service with 3 FAQs', serviceSchema, { ...shipped.service, faqs: shipped.service.faqs.slice(0, 3) }, 'faqs'],
    ['service with 9 offerings', serviceSchema, { ...shipped.service, offerings: Array(9).fill(shipped.service.offerings[0]) }, 'offerings'],
    ['service with 4 process steps', serviceSchema, { ...shipped.service, process: shipped.service.process.slice(0, 4) }, 'process'],
    ['service with an unknown icon', serviceSchema, { ...shipped.service, icon: 'unicorn' }, 'icon'],
    ['solution without an action', solutionSchema, { ...shipped.solution, action: undefined }, 'action'],
    ['solution image with a bad extension', solutionSchema, { ...shipped.solution, image: '/images/pos.gif' }, 'image'],
    ['case study in an unknown industry', caseStudySchema, { ...shipped.study, industry: 'Mining' }, 'industry'],
    ['case study with 3 results', caseStudySchema, { ...shipped.study, results: shipped.study.results.slice(0, 3) }, 'results'],
    ['post in an unknown category', blogPostSchema, { ...shipped.post, category: 'Gossip' }, 'category'],
    ['post with an impossible date', blogPostSchema, { ...shipped.post, date: '2026-02-30' }, 'date'],
    ['post with tags as a number', blogPostSchema, { ...shipped.post, tags: 2026 }, 'tags'],
    ['post without a title', blogPostSchema, { ...shipped.post, title: '' }, 'title'],
    ['legal page with 5 cards', legalSchema, { ...shipped.legal, cards: shipped.legal.cards.slice(0, 5) }, 'cards'],
    ['team member with a bad e-mail', teamMemberSchema, { ...shipped.member, email: 'not-an-email' }, 'email'],
    ['team member with a LinkedIn that is no link', teamMemberSchema, { ...shipped.member, linkedin: 'Amina on LinkedIn' }, 'linkedin'],
    ['team member with an ftp LinkedIn', teamMemberSchema, { ...shipped.member, linkedin: 'ftp://linkedin.com/in/x' }, 'linkedin'],
  ])('%s', (_name, schema, value, field) => {
    const result = schema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field)
  })

  it.each(['2026-02-30', '2026-13-01', '26-01-01', 'yesterday'])('rejects the date %s', (value) => {
    expect(isoDate.safeParse(value).success).toBe(false)
  })

  it.each(['Hello', 'a b', 'a--b', '-a', 'ça', 'a/b'])('rejects the slug %j', (value) => {
    expect(slug.safeParse(value).success).toBe(false)
  })

  it('accepts a YAML date parsed as a Date object', () => {
    expect(isoDate.parse(new Date('2026-03-04T00:00:00Z'))).toBe('2026-03-04')
  })
})

describe('what writers reasonably write', () => {
  const post = { title: 't', excerpt: 'e', category: 'Cloud', date: '2026-01-15', author: 'a' }
  it.each([[5, 5], ['5', 5], ['5 min', 5], ['5 mins', 5], ['5 minutes', 5], ['5 min read', 5], [' 12 Min Read ', 12]])('readTime %j is %d minutes', (written, minutes) => {
    expect(blogPostSchema.parse({ ...post, readTime: written }).readTime).toBe(minutes)
  })
  it.each(['about five minutes', '0 min', '-3', 2.5])('readTime %j is refused', (written) => {
    expect(blogPostSchema.safeParse({ ...post, readTime: written }).success).toBe(false)
  })
  it.each([['yes', true], ['Yes', true], ['true', true], [true, true], ['no', false], [' NO ', false], ['false', false], [false, false]])('draft %j is %s', (written, draft) => {
    expect(blogPostSchema.parse({ ...post, draft: written }).draft).toBe(draft)
  })
  it.each(['maybe', 'constructor', '__proto__', 1, ''])('draft %j is refused', (written) => {
    expect(blogPostSchema.safeParse({ ...post, draft: written }).success).toBe(false)
  })
  it.each([
    ['backup, SME', ['backup', 'SME']],
    ['backup', ['backup']],
    ['backup,, SME ,', ['backup', 'SME']],
    [['backup', 'SME'], ['backup', 'SME']],
  ])('tags %j are %j', (written, tags) => {
    expect(blogPostSchema.parse({ ...post, tags: written }).tags).toEqual(tags)
  })
  it.each([5, [' '], { backup: true }])('tags %j are refused', (written) => {
    expect(blogPostSchema.safeParse({ ...post, tags: written }).success).toBe(false)
  })
  it('refuses unknown fields instead of dropping them', () => {
    const result = blogPostSchema.safeParse({ ...post, darft: true })
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['darft'] })
  })
  const member = Object.fromEntries(Object.keys(teamMemberSchema.shape).map((key) => [key, shipped.member[key as keyof typeof shipped.member]]))
  it('accepts a team member as shipped (the control for the next cases)', () => {
    expect(teamMemberSchema.safeParse(member).success).toBe(true)
  })
  it.each(['/images/../../etc/passwd.png', '/images/./team/x.svg'])('refuses the image path %s', (image) => {
    expect(teamMemberSchema.safeParse({ ...member, image }).error?.issues.map((i) => i.message)).toEqual([expect.stringContaining('".." segments')])
  })
})

describe('values as writers write them, in the schemas', () => {
  const loaded = content.events[0]! as unknown as Record<string, unknown>
  const event = Object.fromEntries(Object.keys(eventSchema.shape).filter((key) => loaded[key] !== undefined).map((key) => [key, loaded[key]]))
  const member = Object.fromEntries(Object.keys(teamMemberSchema.shape).map((key) => [key, shipped.member[key as keyof typeof shipped.member]]))
  it('reads an event written with 12-hour times, and refuses a time it cannot read with the format it asks for', () => {
    expect(eventSchema.parse({ ...event, start: '8:30 am', end: '1 pm' })).toMatchObject({ start: '08:30', end: '13:00' })
    expect(eventSchema.safeParse({ ...event, start: '9ish' }).error?.issues.map((i) => i.message)).toEqual(['must be a time written HH:MM, 24-hour (like 09:00 or 14:30)'])
  })
  it('reads a team member so, and says what a link or an address must be', () => {
    expect(teamMemberSchema.parse({ ...member, order: '3', linkedin: 'linkedin.com/in/amina', email: 'mailto:amina@kilele.co.ke' })).toMatchObject({ order: 3, linkedin: 'https://linkedin.com/in/amina', email: 'amina@kilele.co.ke' })
    expect(teamMemberSchema.safeParse({ ...member, linkedin: 'amina on LinkedIn', email: 'amina at kilele' }).error?.issues.map((i) => i.message)).toEqual([
      'must be the https:// link of the profile, like https://www.linkedin.com/in/amina-hassan',
      'must be an e-mail address, like amina@kilele.co.ke',
    ])
  })
})
