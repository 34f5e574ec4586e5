// Created on first use: building an Intl formatter is costly, and most pages never format a date in the browser.
let formatter: Intl.DateTimeFormat | undefined

/** "2026-06-09" -> "9 June 2026" (Kenyan/British order), independent of the build machine's zone. */
export function formatDate(iso: string): string {
  formatter ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return formatter.format(new Date(`${iso}T00:00:00Z`))
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}
