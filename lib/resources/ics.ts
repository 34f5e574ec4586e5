/**
 * An upcoming webinar as an iCalendar file (RFC 5545): one VEVENT with UID, DTSTAMP, DTSTART, DTEND, SUMMARY,
 * DESCRIPTION and URL. Times are written in UTC: webinar times are Nairobi time (EAT, UTC+3 all year, no
 * daylight saving), and a UTC time needs no VTIMEZONE block, which every calendar app reads correctly.
 * Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character). Deterministic: DTSTAMP is
 * derived from the webinar's own date, so a rebuild writes the same bytes.
 */
export type CalendarEvent = {
  /** Stable across builds: the same event updates in a calendar instead of being added twice. */
  uid: string
  title: string
  description: string
  /** YYYY-MM-DD and HH:MM, Nairobi time */
  date: string
  time: string
  durationMinutes: number
  url: string
  organizer: { name: string; email: string }
  productId: string
}

/** Nairobi is UTC+3 all year. */
const NAIROBI_OFFSET_MINUTES = 180

export function nairobiToUtc(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - NAIROBI_OFFSET_MINUTES * 60_000)
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
  const start = nairobiToUtc(event.date, event.time)
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
    `URL:${event.url}`,
    `ORGANIZER;CN=${JSON.stringify(event.organizer.name)}:mailto:${event.organizer.email}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
