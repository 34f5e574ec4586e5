import { expect, it } from 'vitest'
import { bySlug } from './by-slug'

it('finds an entry by slug, or nothing', () => {
  const entries = [{ slug: 'a', n: 1 }, { slug: 'b', n: 2 }]
  expect(bySlug(entries, 'b')).toEqual({ slug: 'b', n: 2 })
  expect(bySlug(entries, 'c')).toBeUndefined()
  expect(bySlug(entries, undefined)).toBeUndefined()
})

it('reads the list once, however many lookups', () => {
  const entries = Array.from({ length: 1000 }, (_, i) => ({ slug: `p${i}` }))
  let reads = 0
  const list = new Proxy(entries, { get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && reads++, Reflect.get(target, key, receiver)) })
  for (const entry of entries) expect(bySlug(list, entry.slug)).toBe(entry)
  expect(reads).toBeLessThanOrEqual(entries.length)
})
