import { expect, it } from 'vitest'
import { relatedPosts } from './related'

const post = (slug: string, category: string, date: string) => ({ slug, category, date })

it('prefers the same category, then the newest', () => {
  const all = [
    post('a', 'Cloud', '2026-01-01'),
    post('b', 'Cloud', '2026-02-01'),
    post('c', 'Development', '2026-09-01'),
    post('d', 'Development', '2026-10-01'),
    post('e', 'Cloud', '2025-01-01'),
  ]
  expect(relatedPosts(all[0]!, all).map((p) => p.slug)).toEqual(['b', 'e'])
  expect(relatedPosts(all[2]!, all).map((p) => p.slug)).toEqual(['d', 'b'])
})

it('never returns the post itself and copes with few posts', () => {
  const only = [post('a', 'Cloud', '2026-01-01')]
  expect(relatedPosts(only[0]!, only)).toEqual([])
})

it('keeps the order of posts of the same date as given', () => {
  const all = [post('a', 'Cloud', '2026-01-01'), post('b', 'Cloud', '2026-03-01'), post('c', 'Cloud', '2026-03-01'), post('d', 'AI', '2026-03-01')]
  expect(relatedPosts(all[0]!, all, 3).map((p) => p.slug)).toEqual(['b', 'c', 'd'])
  expect(relatedPosts(all[3]!, all, 3).map((p) => p.slug)).toEqual(['b', 'c', 'a'])
})

it('reads the list once for all posts, not once per post', () => {
  const posts = Array.from({ length: 1000 }, (_, i) => post(`p${i}`, `c${i % 5}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`))
  let reads = 0
  const all = new Proxy(posts, { get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && reads++, Reflect.get(target, key, receiver)) })
  for (const p of posts) relatedPosts(p, all)
  expect(reads).toBeLessThan(2 * posts.length)
})
