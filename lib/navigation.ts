/**
 * The site's menus, built from the `navigation` of content/strings/interface.yaml: links as written there, and each group with
 * its "all" link followed by every entry of its content folder (services, solutions).
 */
import { entryRoute } from './content/routes'
import type { Navigation } from './content/schema'

export type NavLink = { label: string; href: string }
export type NavGroup = { label: string; section: string; links: NavLink[] }
export type NavItem = NavLink | NavGroup

export type NavSource = {
  services: { title: string; slug: string }[]
  solutions: { title: string; slug: string }[]
}

export function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item
}

export function mainNavigation(navigation: Navigation, source: NavSource): NavItem[] {
  return navigation.main.map((item) => {
    if (!('entries' in item)) return { label: item.label, href: item.href }
    const entries = source[item.entries].map((entry) => ({ label: entry.title, href: entryRoute(item.entries, entry.slug) ?? item.href }))
    return { label: item.label, section: item.href, links: [{ label: item.all, href: item.href }, ...entries] }
  })
}

/**
 * Whether `href` is the current page, or (with `section`) an ancestor of it. The layout around a page is given this
 * instead of the page's path, so what it shows depends on the path only through its answers (renderer/chrome.tsx
 * draws the layout once for every page that gets the same answers).
 */
export type CurrentPage = (href: string, section?: boolean) => boolean

/** The CurrentPage of the page at `pathname` (without the base). */
export const currentPage =
  (pathname: string): CurrentPage =>
  (href, section = false) =>
    isCurrent(href, pathname, section)

/** Is `href` the current page, or (for a section) an ancestor of it? Paths are without the base. */
export function isCurrent(href: string, pathname: string, section = false): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const current = clean(pathname)
  const target = clean(href)
  if (current === target) return true
  return section && target !== '/' && current.startsWith(`${target}/`)
}
