import { formatDate, todayIso } from '#/lib/dates'

/** Legal pages without a pinned date show today's date as last updated (spec), as of the visitor's clock. */
export function showTodaysDate(): void {
  const today = todayIso()
  document.querySelectorAll<HTMLTimeElement>('time[data-today]').forEach((el) => {
    el.dateTime = today
    el.textContent = formatDate(today)
  })
}
