/**
 * A date a writer wrote another way ("27/11/2026", "2026/11/7", "27 November 2026", "Nov 27, 2026", "27 Novemba
 * 2026"), given back as the YYYY-MM-DD the content check asks for. Numbers are read day first, as dates are written
 * in Kenya; when both readings are real days ("03/04/2026") the hint gives both, day first. Month names are those the
 * site writes dates with in each of its languages (lib/dates.ts `formatDate`, by each edition's locale).
 */
import { formatDate } from '../dates'
import { langs, localeOf } from '../editions'

/** The message of a date that is not written YYYY-MM-DD (lib/content/schema.ts `isoDate`). */
export const DATE_FORMAT_MESSAGE = 'must be a date written YYYY-MM-DD'

/** Whether `iso` (YYYY-MM-DD) names a day of the calendar: not 2026-02-30. */
export function isCalendarDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso)
}

type Day = { year: number; month: number; day: number }

const pad = (value: number) => String(value).padStart(2, '0')
const iso = ({ year, month, day }: Day) => `${year}-${pad(month)}-${pad(day)}`

/** Each month's name (index 0 is January) in every language of the site, lower case, made at the first hint. */
let monthNames: string[][] | undefined
function namesOfMonths(): string[][] {
  monthNames ??= langs.map((lang) => {
    const format = new Intl.DateTimeFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' })
    return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))).toLowerCase())
  })
  return monthNames
}

/** The month a name or its first three letters at least stand for (in any language of the site), 1 to 12. */
function monthOf(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/\.$/, '')
  if (lower.length < 3) return undefined
  const found = new Set(namesOfMonths().flatMap((names) => names.flatMap((month, at) => (month.startsWith(lower) ? [at + 1] : []))))
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

/** A time after the day ("2026-11-27 09:30", "2026-11-27T09:30:00Z", "27/11/2026 2.30 pm"): a date field holds the day alone. */
const TIME_OF_DAY = /(?:,?\s+|T)\d{1,2}[:.]\d{2}(?:[:.]\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:Z|[+-]\d{2}:?\d{2}|EAT)?$/i

/** How to write `value` as YYYY-MM-DD ("write 2026-11-27 (27 November 2026)"), when it reads as a real day. */
export function isoDateHint(value: string): string | undefined {
  const day = value.trim().replace(TIME_OF_DAY, '')
  const alone = day.length < value.trim().length ? ', the day alone' : ''
  const days = [...new Set(readings(day).map(iso))].filter(isCalendarDay)
  const [likeliest, other] = days
  if (!likeliest) return undefined
  if (!other) return `write ${likeliest} (${formatDate(likeliest)})${alone}`
  return `write ${likeliest} for ${formatDate(likeliest)}, or ${other} for ${formatDate(other)}${alone}`
}
