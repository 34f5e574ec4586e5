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
