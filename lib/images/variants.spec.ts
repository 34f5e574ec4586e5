import { expect, it } from 'vitest'
import { parseVariant, variantPath } from './variants'

it('names a variant next to its original, as WebP', () => {
  expect(variantPath('/images/blog/desk.jpg', 400)).toBe('/images/blog/desk-400w.webp')
  expect(variantPath('/images/a.b.PNG', 1600)).toBe('/images/a.b-1600w.webp')
})

it('reads a variant name back, only at the offered widths', () => {
  expect(parseVariant('/images/blog/desk-800w.webp')).toEqual({ stem: '/images/blog/desk', width: 800 })
  expect(parseVariant('/images/blog/desk-801w.webp')).toBeUndefined()
  expect(parseVariant('/images/blog/desk.webp')).toBeUndefined()
})
