import { expect, it } from 'vitest'
import { formatDate, todayIso } from './dates'

it('formats ISO dates day-month-year in UTC', () => {
  expect(formatDate('2026-06-09')).toBe('9 June 2026')
  expect(formatDate('2026-12-31')).toBe('31 December 2026')
})

it('gives each locale its own words for a day it formatted before in another', () => {
  expect(formatDate('2026-06-09', 'en-KE')).toBe('9 June 2026')
  expect(formatDate('2026-06-09', 'sw-KE')).toBe('9 Juni 2026')
  expect(formatDate('2026-06-09')).toBe('9 June 2026')
})

it('gives today as YYYY-MM-DD', () => {
  expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21')
})
