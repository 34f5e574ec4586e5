/**
 * A date a writer wrote another way ("27/11/2026", "2026/11/7", "27 November 2026", "Nov 27, 2026", "27 Novemba
 * 2026"), given back as the YYYY-MM-DD the content check asks for. Numbers are read day first, as dates are written
 * in Kenya; when both readings are real days ("03/04/2026") the hint gives both, day first.
 */

/** The message of a date that is not written YYYY-MM-DD (lib/content/schema.ts `isoDate`). */
export const DATE_FORMAT_MESSAGE = 'must be a date written YYYY-MM-DD'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** Swahili names, for the writers of the Swahili edition. */
const MIEZI = ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba']

type Day = { year: number; month: number; day: number }

const pad = (value: number) => String(value).padStart(2, '0')
const iso = ({ year, month, day }: Day) => `${year}-${pad(month)}-${pad(day)}`
const spoken = ({ year, month, day }: Day) => `${day} ${MONTHS[month - 1]} ${year}`

function isRealDay({ year, month, day }: Day): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The month a name or its first three letters at least stand for (English or Swahili), 1 to 12. */
function monthOf(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/\.$/, '')
  if (lower.length < 3) return undefined
  const found = new Set([...MONTHS, ...MIEZI].flatMap((month, at) => (month.toLowerCase().startsWith(lower) ? [(at % 12) + 1] : [])))
  return found.size === 1 ? [...found][0] : undefined
}

/** The days `value` can be read as, the likeliest first. */
function readings(value: string): Day[] {
  const text = value.trim()
  const numeric = /^(\d{1,4})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{1,4})$/.exec(text)
  if (numeric) {
    const [first, second, third] = [numeric[1]!, numeric[2]!, numeric[3]!]
    if (first.length === 4 && third.length <= 2) return [{ year: +first, month: +second, day: +third }]
    if (third.length !== 4 || first.length > 2) return []
    const year = +third
    return [
      { year, month: +second, day: +first },
      { year, month: +first, day: +second },
    ]
  }
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+\.?),?[\s-]+(\d{4})$/i.exec(text)
  if (dayFirst) {
    const month = monthOf(dayFirst[2]!)
    return month ? [{ year: +dayFirst[3]!, month, day: +dayFirst[1]! }] : []
  }
  const monthFirst = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text)
  if (monthFirst) {
    const month = monthOf(monthFirst[1]!)
    return month ? [{ year: +monthFirst[3]!, month, day: +monthFirst[2]! }] : []
  }
  return []
}

/** How to write `value` as YYYY-MM-DD ("write 2026-11-27 (27 November 2026)"), when it reads as a real day. */
export function isoDateHint(value: string): string | undefined {
  const days = readings(value)
    .filter(isRealDay)
    .filter((day, at, all) => all.findIndex((other) => iso(other) === iso(day)) === at)
  const [likeliest, other] = days
  if (!likeliest) return undefined
  if (!other) return `write ${iso(likeliest)} (${spoken(likeliest)})`
  return `write ${iso(likeliest)} for ${spoken(likeliest)}, or ${iso(other)} for ${spoken(other)}`
}
