import { describe, expect, it } from 'vitest'
import { isTimeZone, isoWithOffset, zonedToUtc, zoneName } from './time-zones'

describe('time zones', () => {
  it('knows IANA zone names and refuses anything else', () => {
    expect(isTimeZone('Africa/Nairobi')).toBe(true)
    expect(isTimeZone('Europe/London')).toBe(true)
    expect(isTimeZone('Nairobi')).toBe(false)
    expect(isTimeZone('EAT')).toBe(false)
  })

  it('converts Nairobi wall time (UTC+3 all year) to UTC', () => {
    expect(zonedToUtc('2027-01-21', '10:00', 'Africa/Nairobi').toISOString()).toBe('2027-01-21T07:00:00.000Z')
    expect(zonedToUtc('2027-07-01', '01:30', 'Africa/Nairobi').toISOString()).toBe('2027-06-30T22:30:00.000Z')
  })

  it('follows daylight saving where a zone has it', () => {
    expect(zonedToUtc('2027-01-15', '09:00', 'Europe/London').toISOString()).toBe('2027-01-15T09:00:00.000Z')
    expect(zonedToUtc('2027-07-15', '09:00', 'Europe/London').toISOString()).toBe('2027-07-15T08:00:00.000Z')
  })

  it('writes the wall time with its offset', () => {
    expect(isoWithOffset('2026-12-10', '09:00', 'Africa/Nairobi')).toBe('2026-12-10T09:00+03:00')
    expect(isoWithOffset('2027-07-15', '09:00', 'Europe/London')).toBe('2027-07-15T09:00+01:00')
    expect(isoWithOffset('2027-01-15', '09:00', 'America/New_York')).toBe('2027-01-15T09:00-05:00')
  })

  it('names a zone as a Kenyan reader knows it', () => {
    expect(zoneName('Africa/Nairobi', '2026-12-10')).toBe('EAT')
    expect(zoneName('UTC', '2026-12-10')).toBe('UTC')
  })
})
