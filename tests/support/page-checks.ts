/**
 * Checks that run inside a loaded page (page.evaluate): each function is self-contained and returns what is
 * wrong as readable lines, empty when nothing is.
 */

/**
 * How many pixels the page is wider than the screen (0 when it does not scroll sideways). Against the layout
 * viewport (the root's clientWidth), not window.innerWidth: a phone zooms a page that is too wide out until it fits,
 * and innerWidth grows with it (390 px on a 360 px phone), so the page looked as wide as the screen.
 */
export function sidewaysOverflow(): number {
  return Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * A card grid ([data-card-grid]: components/ui/Grid.tsx, process steps, stat tiles) with more than one
 * column and more than one card must not end on a row holding a single card. Rows are the cards' offsetTop
 * (not moved by the fade-in transform); a Stagger wrapper (display: contents) is looked through.
 */
export function loneCards(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-card-grid]')].flatMap((grid) => {
    const cards = [...grid.children].flatMap((child) => (getComputedStyle(child).display === 'contents' ? [...child.children] : [child])) as HTMLElement[]
    const visible = cards.filter((card) => card.offsetHeight > 0)
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length
    if (visible.length < 2 || columns < 2) return []
    const rows = new Map<number, number>()
    for (const card of visible) rows.set(card.offsetTop, (rows.get(card.offsetTop) ?? 0) + 1)
    const lastRow = rows.get(Math.max(...rows.keys()))
    const name = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className
    return lastRow === 1 ? [`"${name}": ${visible.length} cards in ${columns} columns leave one alone on the last row`] : []
  })
}

/**
 * Buttons, fields and links that stand on their own and are less than 44 px tall (inline links inside text
 * are exempt, as in WCAG 2.5.8).
 */
export function smallTapTargets(): string[] {
  const small = [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a')]
    .filter((el) => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || el.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false
      if (el.tagName === 'A' && el.closest('p, li p, td, figcaption, blockquote, .prose p')) return false
      if (getComputedStyle(el).visibility === 'hidden') return false
      return box.height < 44
    })
    .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`)
  return [...new Set(small)]
}

/**
 * Jumps to the bottom of the page (no smooth scroll: that holds the page for a second) so that lazily loaded
 * parts (images, the map frame) start loading, and waits until the images in view have loaded or failed.
 */
export async function scrollToBottomAndLoad(): Promise<void> {
  window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect()
    return box.bottom > 0 && box.top < window.innerHeight && !img.complete
  })
  await Promise.all(inView.map((img) => new Promise((resolve) => (img.addEventListener('load', resolve, { once: true }), img.addEventListener('error', resolve, { once: true })))))
}

/**
 * Resolves when no finite animation or transition of the page is running any more (an infinite one never ends
 * and is not waited for), or after `timeout` ms.
 */
export async function animationsEnded(timeout: number): Promise<void> {
  const finite = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
  const deadline = performance.now() + timeout
  while (finite().length && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}
