/** Longest wait for a paint the browser may never report (a tab opened in the background). */
const PAINT_TIMEOUT_MS = 3000

/**
 * Runs `task` once the browser reports the page's first contentful paint (Paint Timing), or after a
 * frame where that API is missing.
 */
export function afterFirstPaint(task: () => void): void {
  if (!PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(task))
    return
  }
  let done = false
  const run = () => {
    if (done) return
    done = true
    observer.disconnect()
    clearTimeout(timeout)
    task()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) run()
  })
  const timeout = setTimeout(run, PAINT_TIMEOUT_MS)
  observer.observe({ type: 'paint', buffered: true })
}
