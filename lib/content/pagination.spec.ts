import { expect, it } from 'vitest'
import { extraPageNumbers, pageCount, pageOf, pageWindow } from './pagination'

it('splits the blog list into pages of the configured size', () => {
  expect(pageCount(0, 6)).toBe(1)
  expect(pageCount(6, 6)).toBe(1)
  expect(pageCount(7, 6)).toBe(2)
  expect(extraPageNumbers(6, 6)).toEqual([])
  expect(extraPageNumbers(13, 6)).toEqual([2, 3])
  expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2, 6)).toEqual([7])
})

it('shows the first, the last and two pages each side of the current one', () => {
  expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  expect(pageWindow(1, 1)).toEqual([1])
  expect(pageWindow(1, 100)).toEqual([1, 2, 3, 100])
  expect(pageWindow(50, 100)).toEqual([1, 48, 49, 50, 51, 52, 100])
  expect(pageWindow(99, 100)).toEqual([1, 97, 98, 99, 100])
})
