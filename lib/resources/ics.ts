/**
 * An upcoming webinar or event as an iCalendar file (RFC 5545): one VEVENT with UID, DTSTAMP, DTSTART, DTEND,
 * SUMMARY, DESCRIPTION, LOCATION and URL. Times are written in UTC (converted from the event's own zone), and a
 * UTC time needs no VTIMEZONE block, which every calendar app reads correctly.
 * Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character). Deterministic: DTSTAMP is
 * derived from the webinar's own date, so a rebuild writes the same bytes.
 */
import { zonedToUtc } from '../time-zones'

export type CalendarEvent = {
  /** Stable across builds: the same event updates in a calendar instead of being added twice. */
  uid: string
  title: string
  description: string
  /** YYYY-MM-DD and HH:MM, wall time in `timeZone` */
  date: string
  time: string
  timeZone: string
  durationMinutes: number
  /** A venue's address, or where an online event happens */
  location?: string
  url: string
  organizer: { name: string; email: string }
  productId: string
}

/** 20270121T070000Z */
function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds a content line into lines of at most 75 octets, continuation lines starting with one space (3.1). */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    // the first line holds 75 octets; a continuation line 74 after its leading space
    if (octets + size > 75) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

export function calendarFile(event: CalendarEvent): string {
  const start = zonedToUtc(event.date, event.time, event.timeZone)
  const end = new Date(start.getTime() + event.durationMinutes * 60_000)
  // When the event was announced is not recorded; a stamp a week before the day keeps the file reproducible.
  const stamp = new Date(Date.parse(`${event.date}T00:00:00Z`) - 7 * 24 * 3600_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `ORGANIZER;CN=${JSON.stringify(event.organizer.name)}:mailto:${event.organizer.email}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
