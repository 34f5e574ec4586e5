import { describe, expect, it } from 'vitest'
import { best, median, pairedComparison, ratio } from './bench-stats'

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

describe('pairedComparison', () => {
  it('gives each pair its ratio, counts the pairs ours won and takes the geometric mean', () => {
    const result = pairedComparison([
      { ours: 9, theirs: 10 },
      { ours: 12, theirs: 10 },
      { ours: 8, theirs: 10 },
    ])
    expect(result.ratios).toEqual([0.9, 1.2, 0.8])
    expect(result.faster).toBe(2)
    expect(result.geometricMean).toBeCloseTo(Math.cbrt(0.9 * 1.2 * 0.8), 10)
  })
  it('puts a 90% interval around the geometric mean from the spread of the log ratios (t with n - 1 degrees of freedom)', () => {
    // log ratios -0.1 and 0.1: mean 0, standard deviation 0.1414, t(1) 6.314, interval exp(+-6.314 * 0.1414 / sqrt 2)
    const result = pairedComparison([
      { ours: Math.exp(-0.1), theirs: 1 },
      { ours: Math.exp(0.1), theirs: 1 },
    ])
    expect(result.geometricMean).toBeCloseTo(1, 10)
    expect(result.low).toBeCloseTo(Math.exp(-0.6314), 3)
    expect(result.high).toBeCloseTo(Math.exp(0.6314), 3)
  })
  it('narrows the interval with more pairs of the same spread', () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ ours: i % 2 ? 10.5 : 8, theirs: 10 }))
    const few = pairedComparison(pairs(4))
    const many = pairedComparison(pairs(16))
    expect(many.high - many.low).toBeLessThan(few.high - few.low)
    expect(many.high).toBeLessThan(1)
  })
  it('gives the sign test: the chance of winning at least that many of n pairs by a coin toss', () => {
    const won = (faster: number, n: number) => pairedComparison(Array.from({ length: n }, (_, i) => ({ ours: i < faster ? 9 : 11, theirs: 10 }))).signP
    expect(won(12, 16)).toBeCloseTo(2517 / 65536, 10)
    expect(won(5, 5)).toBeCloseTo(1 / 32, 10)
    expect(won(0, 5)).toBeCloseTo(1, 10)
  })
  it('has no interval for one pair and nothing for none; a pair with a missing build is left out', () => {
    const one = pairedComparison([{ ours: 9, theirs: 10 }])
    expect(one.n).toBe(1)
    expect(one.low).toBeNaN()
    const none = pairedComparison([{ ours: Number.NaN, theirs: 10 }])
    expect(none.n).toBe(0)
    expect(none.geometricMean).toBeNaN()
  })
})
