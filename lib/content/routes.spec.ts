import { describe, expect, it } from 'vitest'
import { kindNames } from './kinds'
import { entryAt, reservedSlugs, type RoutedContent } from './routes'

describe('reservedSlugs', () => {
  it('reserves every fixed segment under a kind\'s entry prefix, naming the route it would shadow', () => {
    expect(Object.fromEntries(reservedSlugs('blog'))).toEqual({ post: '/blog/post', page: '/blog/page/...', category: '/blog/category/...' })
    expect(Object.fromEntries(reservedSlugs('case-studies'))).toEqual({ detail: '/case-studies/detail' })
  })
  it('reserves nothing where no route shares the prefix, and nothing for kinds without pages', () => {
    expect(reservedSlugs('services').size).toBe(0)
    expect(reservedSlugs('team').size).toBe(0)
    expect(reservedSlugs('constructor').size).toBe(0)
  })
})

describe('entryAt', () => {
  const filled = {
    ...(Object.fromEntries(kindNames.map((kind) => [kind, []])) as unknown as RoutedContent),
    services: [{ slug: 'cybersecurity' }],
    blog: [{ slug: 'post-a' }],
    events: [{ slug: 'workshop' }],
  }
  it('names the kind and slug of an entry page, and nothing for other pages', () => {
    expect(entryAt('/services/cybersecurity', filled)).toEqual({ kind: 'services', slug: 'cybersecurity' })
    expect(entryAt('/blog/post-a', filled)).toEqual({ kind: 'blog', slug: 'post-a' })
    expect(entryAt('/events/workshop', filled)).toEqual({ kind: 'events', slug: 'workshop' })
    expect(entryAt('/blog', filled)).toBeUndefined()
    expect(entryAt('/blog/no-such-post', filled)).toBeUndefined()
    expect(entryAt('/blog/category/cloud', filled)).toBeUndefined()
  })
})
