import { describe, expect, it } from 'vitest'
import { calendarFile, escapeText, foldLine } from './ics'

describe('calendar files (RFC 5545)', () => {
  it('folds at 75 octets, never inside a UTF-8 character, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'Karibu sana – '.repeat(12)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(2)
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line)
  })

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne')
  })

  it('one VEVENT with CRLF line endings and the same bytes on every build', () => {
    const event = { uid: 'webinar-x@kilele.example', title: 'T', description: 'D', date: '2027-01-21', time: '10:00', timeZone: 'Africa/Nairobi', durationMinutes: 45, location: 'Westlands, Nairobi', url: 'https://kilele.example/x', organizer: { name: 'Kilele', email: 'hello@kilele.example' }, productId: '-//Kilele//EN' }
    const text = calendarFile(event)
    expect(text).toBe(calendarFile(event))
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nDTSTART:20270121T070000Z\r\nDTEND:20270121T074500Z\r\n[\s\S]*END:VCALENDAR\r\n$/)
    expect(text).toContain('\r\nLOCATION:Westlands\\, Nairobi\r\n')
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')
  })
})
