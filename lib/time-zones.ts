/**
 * Wall-clock times in a named time zone ("Africa/Nairobi"), worked out with the runtime's own zone data
 * (Intl), so an event abroad or in a zone with daylight saving converts correctly too.
 */

/** Is `zone` an IANA time zone name this runtime knows? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return /\//.test(zone) || zone === 'UTC'
  } catch {
    return false
  }
}

/** One formatter per zone: making one costs far more than using it (every page shows the next event's time). */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/**
 * Offsets worked out, by zone and instant: the pages show the same few hundred instants again and again (each list
 * its posts' dates, each page the next event's), and formatToParts cost the prerender about 0.1 s a worker.
 */
const offsets = new Map<string, number>()

/** Minutes `zone` is ahead of UTC at the instant `at` (Nairobi: 180). */
export function zoneOffsetMinutes(zone: string, at: number): number {
  const key = `${zone} ${at}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const parts = formatterFor(zone).formatToParts(at)
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
    const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
    offset = Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000)
    offsets.set(key, offset)
  }
  return offset
}

/** The instant a clock in `zone` shows `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`)
  const first = asIfUtc - zoneOffsetMinutes(zone, asIfUtc) * 60_000
  // Near a daylight-saving change the offset at the real instant can differ from the first guess.
  return new Date(asIfUtc - zoneOffsetMinutes(zone, first) * 60_000)
}

/** "2026-12-10T09:00+03:00": the wall time with its zone's offset, as <time datetime> and schema.org want it. */
export function isoWithOffset(date: string, time: string, zone: string): string {
  const offset = zoneOffsetMinutes(zone, zonedToUtc(date, time, zone).getTime())
  const sign = offset < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${date}T${time}${sign}${hours}:${minutes}`
}

/** The short name a Kenyan reader knows a zone by on `date` ("EAT" for Nairobi, "GMT+1" where none exists). */
export function zoneName(zone: string, date: string): string {
  const parts = new Intl.DateTimeFormat('en-KE', { timeZone: zone, timeZoneName: 'short' }).formatToParts(Date.parse(`${date}T12:00:00Z`))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone
}
