/**
 * Calls `start` once `target` is within a screen of the viewport (or at once where IntersectionObserver
 * is missing): what lies below the fold costs a phone nothing until the visitor scrolls towards it.
 */
export function whenNearViewport(target: Element, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return start()
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(target)
}
