import { scrollBehavior } from '#/lib/dom/scroll-behavior'

/** The home hero's arrow scrolls one screen down. */
export function enhanceScrollDown(): void {
  document.querySelectorAll('[data-scroll-down]').forEach((button) =>
    button.addEventListener('click', () => window.scrollBy({ top: window.innerHeight, behavior: scrollBehavior() })),
  )
}
