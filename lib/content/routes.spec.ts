import { describe, expect, it } from 'vitest'
import { reservedSlugs } from './routes'

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
