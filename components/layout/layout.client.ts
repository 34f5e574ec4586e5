/**
 * The layout's behaviour, in plain DOM code so pages without islands ship no React. Everything here
 * enhances markup that already works without JavaScript (links, <details>, :target).
 */
import { formatDate, todayIso } from '#/lib/dates'
import { whenNearViewport } from '#/lib/dom/near-viewport'
import { withBase, withoutBase } from '#/lib/permalink'

export const SCROLL_TOP_THRESHOLD = 300

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
const behavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth')

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])'

function updateDates(): void {
  const year = String(new Date().getFullYear())
  document.querySelectorAll('[data-current-year]').forEach((el) => {
    if (el.textContent !== year) el.textContent = year
  })
  const today = todayIso()
  document.querySelectorAll<HTMLTimeElement>('time[data-today]').forEach((el) => {
    el.dateTime = today
    el.textContent = formatDate(today)
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
  document.querySelectorAll('[data-scroll-down]').forEach((button) =>
    button.addEventListener('click', () => window.scrollBy({ top: window.innerHeight, behavior: behavior() })),
  )
}

/** 404.html answers every unknown path on a static host; some of them have a better place to go. */
function handleNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return
  const path = withoutBase(location.pathname)
  if (/^\/solutions\/[^/]+\/?$/.test(path)) {
    location.replace(withBase('/solutions'))
    return
  }
  console.warn(`404: no page at ${path}`)
}

function followCaseStudyTitle(): void {
  const map = document.getElementById('case-study-titles')
  const title = new URLSearchParams(location.search).get('title')
  if (!map || !title) return
  const target = (JSON.parse(map.textContent ?? '{}') as Record<string, string>)[title]
  if (target) location.replace(withBase(target))
}

/** Frames rendered by components/ui/LazyFrame.tsx get their address a screen before they scroll into view. */
function loadFramesWhenNear(): void {
  document.querySelectorAll<HTMLIFrameElement>('iframe[data-src]').forEach((frame) =>
    whenNearViewport(frame, () => {
      frame.src = frame.dataset.src!
      frame.removeAttribute('data-src')
    }),
  )
}

export function enhanceLayout(): void {
  updateDates()
  enhanceDropdowns()
  enhanceMobilePanel()
  enhanceScrolling()
  handleNotFound()
  followCaseStudyTitle()
  loadFramesWhenNear()
}
