import { describe, expect, it } from 'vitest'
import { isoDateHint } from './date-hint'

describe('isoDateHint', () => {
  it.each([
    ['27/11/2026', 'write 2026-11-27 (27 November 2026)'],
    ['27-11-2026', 'write 2026-11-27 (27 November 2026)'],
    ['27.11.2026', 'write 2026-11-27 (27 November 2026)'],
    ['7/1/2026', 'write 2026-01-07 for 7 January 2026, or 2026-07-01 for 1 July 2026'],
    ['11/27/2026', 'write 2026-11-27 (27 November 2026)'],
    ['2026/11/27', 'write 2026-11-27 (27 November 2026)'],
    ['2026-11-7', 'write 2026-11-07 (7 November 2026)'],
    [' 2026 - 11 - 27 ', 'write 2026-11-27 (27 November 2026)'],
    ['03/04/2026', 'write 2026-04-03 for 3 April 2026, or 2026-03-04 for 4 March 2026'],
    ['05/05/2026', 'write 2026-05-05 (5 May 2026)'],
    ['27 November 2026', 'write 2026-11-27 (27 November 2026)'],
    ['27th Nov 2026', 'write 2026-11-27 (27 November 2026)'],
    ['27-Nov-2026', 'write 2026-11-27 (27 November 2026)'],
    ['November 27, 2026', 'write 2026-11-27 (27 November 2026)'],
    ['Nov. 27 2026', 'write 2026-11-27 (27 November 2026)'],
    ['27 Novemba 2026', 'write 2026-11-27 (27 November 2026)'],
    ['1 Machi 2026', 'write 2026-03-01 (1 March 2026)'],
    ['2026-11-27 09:30', 'write 2026-11-27 (27 November 2026), the day alone'],
    ['2026-11-27T09:30:00Z', 'write 2026-11-27 (27 November 2026), the day alone'],
    ['2026-11-27T09:30:00.000+03:00', 'write 2026-11-27 (27 November 2026), the day alone'],
    ['27/11/2026 2.30 pm', 'write 2026-11-27 (27 November 2026), the day alone'],
    ['27 November 2026, 9:30 EAT', 'write 2026-11-27 (27 November 2026), the day alone'],
  ])('reads %j', (value, hint) => {
    expect(isoDateHint(value)).toBe(hint)
  })

  it.each([
    ['31/02/2026', 'no 31 February, nor a 31st month'],
    ['30/13/2026', 'no 13th month either way'],
    ['27/11/26', 'a two-digit year'],
    ['soon', 'no date at all'],
    ['27 Ju 2026', 'two letters name no month'],
    ['27 Smarch 2026', 'no such month'],
    ['', 'nothing'],
  ])('gives no hint for %j (%s)', (value) => {
    expect(isoDateHint(value)).toBeUndefined()
  })
})
