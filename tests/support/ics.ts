/**
 * A small RFC 5545 check for the calendar files the build writes: CRLF line endings, lines folded at 75
 * octets, BEGIN/END nesting of VCALENDAR and VEVENT, and the properties a calendar app needs. Returns the
 * problems found and each event's properties, unfolded and unescaped.
 */
export type IcsEvent = Record<string, string>

const REQUIRED_CALENDAR = ['VERSION', 'PRODID']
const REQUIRED_EVENT = ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'DESCRIPTION', 'URL']
const DATE_TIME = /^\d{8}T\d{6}Z$/

const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

export function checkIcs(text: string): { problems: string[]; events: IcsEvent[] } {
  const problems: string[] = []
  if (!text.endsWith('\r\n')) problems.push('the file does not end with CRLF')
  if (/(^|[^\r])\n/.test(text)) problems.push('a line ends with LF alone; RFC 5545 requires CRLF')
  const physical = text.replace(/\r\n$/, '').split('\r\n')
  physical.forEach((line, i) => {
    const octets = Buffer.byteLength(line, 'utf8')
    if (octets > 75) problems.push(`line ${i + 1} has ${octets} octets; fold at 75`)
  })
  // unfold: a line starting with a space or tab continues the previous one
  const lines: string[] = []
  for (const line of physical) {
    if (/^[ \t]/.test(line) && lines.length) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  const stack: string[] = []
  const events: IcsEvent[] = []
  const calendar: Record<string, string> = {}
  let event: IcsEvent | undefined
  lines.forEach((line, i) => {
    const m = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line)
    if (!m) return problems.push(`line ${i + 1} is not NAME[;PARAMS]:VALUE: ${JSON.stringify(line)}`)
    const [, name, , value] = m as unknown as [string, string, string, string]
    if (name === 'BEGIN') {
      if (value === 'VEVENT') event = {}
      stack.push(value)
    } else if (name === 'END') {
      const open = stack.pop()
      if (open !== value) problems.push(`END:${value} closes ${open ?? 'nothing'}`)
      if (value === 'VEVENT' && event) events.push(event)
      if (value === 'VEVENT') event = undefined
    } else if (event) {
      if (name in event) problems.push(`${name} appears twice in a VEVENT`)
      event[name] = unescape(value)
    } else if (stack.at(-1) === 'VCALENDAR') calendar[name] = value
  })
  if (stack.length) problems.push(`not closed: ${stack.join(', ')}`)
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') problems.push('the file must begin with BEGIN:VCALENDAR and end with END:VCALENDAR')
  for (const key of REQUIRED_CALENDAR) if (!(key in calendar)) problems.push(`the calendar has no ${key}`)
  if (calendar.VERSION !== undefined && calendar.VERSION !== '2.0') problems.push(`VERSION is ${calendar.VERSION}, expected 2.0`)
  if (!events.length) problems.push('no VEVENT')
  for (const e of events) {
    for (const key of REQUIRED_EVENT) if (!(key in e)) problems.push(`a VEVENT has no ${key}`)
    for (const key of ['DTSTAMP', 'DTSTART', 'DTEND']) if (e[key] !== undefined && !DATE_TIME.test(e[key])) problems.push(`${key} ${e[key]} is not a UTC date-time (YYYYMMDDTHHMMSSZ)`)
    if (e.DTSTART && e.DTEND && e.DTEND <= e.DTSTART) problems.push('DTEND is not after DTSTART')
  }
  return { problems, events }
}

/** 20270121T070000Z -> Date */
export function icsDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)!
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!))
}
