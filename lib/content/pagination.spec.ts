import { expect, it } from 'vitest'
import { extraPageNumbers, pageCount, pageOf } from './pagination'

it('splits the blog list into pages of the configured size', () => {
  expect(pageCount(0, 6)).toBe(1)
  expect(pageCount(6, 6)).toBe(1)
  expect(pageCount(7, 6)).toBe(2)
  expect(extraPageNumbers(6, 6)).toEqual([])
  expect(extraPageNumbers(13, 6)).toEqual([2, 3])
  expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2, 6)).toEqual([7])
})
