/**
 * The layout's behaviour (navbar dropdowns, the phone menu, scroll-to-top, the footer's year); what one
 * kind of page needs is in components/behaviour/. Plain DOM code, so pages without islands ship no React.
 * Everything here enhances markup that already works without JavaScript (links, <details>, :target).
 */
import { scrollBehavior as behavior } from '#/lib/dom/scroll-behavior'
import { enhanceThemeToggle } from '../behaviour/theme-toggle.client'

export const SCROLL_TOP_THRESHOLD = 300

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** The footer's copyright year, as of the visitor's clock (the page may be older than this year). */
function updateYear(): void {
  const year = String(new Date().getFullYear())
  document.querySelectorAll('[data-current-year]').forEach((el) => {
    if (el.textContent !== year) el.textContent = year
  })
}

function enhanceDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')]
  const closeAll = (except?: HTMLDetailsElement) => dropdowns.forEach((d) => d !== except && (d.open = false))
  for (const dropdown of dropdowns) {
    const summary = dropdown.querySelector('summary')!
    summary.setAttribute('aria-expanded', 'false')
    dropdown.addEventListener('toggle', () => {
      summary.setAttribute('aria-expanded', String(dropdown.open))
      if (dropdown.open) closeAll(dropdown)
    })
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && dropdown.open) {
        dropdown.open = false
        summary.focus()
      }
    })
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) dropdown.open = false
    })
  }
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('details[data-dropdown]')) closeAll()
  })
}

function enhanceMobilePanel(): void {
  const panel = document.querySelector<HTMLElement>('[data-mobile-panel]')
  const opener = document.querySelector<HTMLAnchorElement>('[data-menu-open]')
  if (!panel || !opener) return
  const sheet = panel.querySelector<HTMLElement>('[role="dialog"]')!
  opener.setAttribute('role', 'button')
  opener.setAttribute('aria-expanded', 'false')
  panel.querySelectorAll('[data-menu-close]').forEach((el) => el.setAttribute('role', 'button'))
  if (location.hash === `#${panel.id}`) history.replaceState(null, '', location.pathname + location.search)

  const open = () => {
    panel.dataset.open = 'true'
    opener.setAttribute('aria-expanded', 'true')
    document.body.style.overflow = 'hidden'
    panel.querySelector<HTMLElement>('[role="dialog"] [data-menu-close]')?.focus()
  }
  const close = (returnFocus = true) => {
    if (panel.dataset.open !== 'true') return
    panel.dataset.open = 'false'
    opener.setAttribute('aria-expanded', 'false')
    document.body.style.overflow = ''
    if (returnFocus) opener.focus()
  }

  opener.addEventListener('click', (event) => {
    event.preventDefault()
    open()
  })
  opener.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault()
      open()
    }
  })
  panel.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.closest('[data-menu-close]')) {
      event.preventDefault()
      close()
    } else if (target.closest('a[href]')) {
      close(false)
    }
  })
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== 'Tab') return
    // Keep focus inside the open panel.
    const focusable = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  })
  window.matchMedia('(min-width: 1024px)').addEventListener('change', (e) => e.matches && close(false))
}

function enhanceScrolling(): void {
  const toTop = document.querySelector<HTMLButtonElement>('[data-scroll-top]')
  if (toTop) {
    const update = () => {
      toTop.hidden = window.scrollY <= SCROLL_TOP_THRESHOLD
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    toTop.addEventListener('click', () => {
      window.scrollTo({ top: 0, behavior: behavior() })
      document.querySelector<HTMLElement>('[data-navbar] a')?.focus({ preventScroll: true })
    })
  }
}

export function enhanceLayout(): void {
  updateYear()
  enhanceDropdowns()
  enhanceMobilePanel()
  enhanceScrolling()
  enhanceThemeToggle()
}
