// Created on first use, one per locale: building an Intl formatter is costly, and most pages never format a date in the browser.
const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * "2026-06-09" -> "9 June 2026" in en-KE (day first, as in Kenya), "9 Juni 2026" in sw-KE; independent of the
 * build machine's zone. `locale` is the page's (components read it from useEdition()).
 */
export function formatDate(iso: string, locale = 'en-KE'): string {
  const key = `${locale} ${iso}`
  let formatted = formattedDates.get(key)
  if (formatted === undefined) {
    let formatter = formatters.get(locale)
    if (!formatter) formatters.set(locale, (formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })))
    formatted = formatter.format(new Date(`${iso}T00:00:00Z`))
    if (formattedDates.size >= MAX_FORMATTED) formattedDates.clear()
    formattedDates.set(key, formatted)
  }
  return formatted
}

/**
 * Each date formatted, by locale and day: a prerender worker formats a post's date on every list, card and related
 * posts block that shows it (about 0.1 s of a worker's CPU at 1,000 posts in Intl). Bounded: emptied when full.
 */
const formattedDates = new Map<string, string>()
const MAX_FORMATTED = 20_000

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}
