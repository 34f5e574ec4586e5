import { describe, expect, it } from 'vitest'
import { best, median, ratio } from './bench-stats'

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([4])).toBe(4)
  })
  it('is the mean of the two middle values of an even count', () => {
    expect(median([10, 2, 4, 8])).toBe(6)
  })
  it('does not reorder the list it is given', () => {
    const list = [3, 1, 2]
    median(list)
    expect(list).toEqual([3, 1, 2])
  })
  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })
})

describe('best', () => {
  it('is the lowest time and the highest throughput', () => {
    expect(best([12.5, 9.75, 11], 'lower')).toBe(9.75)
    expect(best([30, 42.5, 41], 'higher')).toBe(42.5)
  })
  it('is NaN for no values', () => {
    expect(best([], 'lower')).toBeNaN()
  })
})

describe('ratio', () => {
  it('divides, and is NaN rather than Infinity when there is nothing to divide by', () => {
    expect(ratio(3, 12)).toBe(0.25)
    expect(ratio(3, 0)).toBeNaN()
    expect(ratio(NaN, 2)).toBeNaN()
  })
})
