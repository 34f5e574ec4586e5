/** Navbar and footer links in one place. Service and solution entries come from content. */
import { routes } from './permalink'

export type NavLink = { label: string; href: string }
export type NavGroup = { label: string; section: string; links: NavLink[] }
export type NavItem = NavLink | NavGroup

export type NavSource = {
  services: { title: string; slug: string }[]
  solutions: { title: string; id: string }[]
}

export const navLabels = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  contactCta: 'Contact us',
  allServices: 'All Services',
  allSolutions: 'All Solutions',
  services: 'Services',
  solutions: 'Solutions',
  company: 'Company',
  followUs: 'Follow us',
  getInTouch: 'Get in touch',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  scrollToTop: 'Scroll to top',
  scrollDown: 'Scroll down',
  skipToContent: 'Skip to content',
  rights: 'All rights reserved.',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  footerNav: 'Footer',
} as const

export function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item
}

export function mainNavigation({ services, solutions }: NavSource): NavItem[] {
  return [
    { label: 'Home', href: routes.home() },
    { label: 'About', href: routes.about() },
    {
      label: navLabels.services,
      section: routes.services(),
      links: [{ label: navLabels.allServices, href: routes.services() }, ...services.map((s) => ({ label: s.title, href: routes.service(s.slug) }))],
    },
    {
      label: navLabels.solutions,
      section: routes.solutions(),
      links: [{ label: navLabels.allSolutions, href: routes.solutions() }, ...solutions.map((s) => ({ label: s.title, href: routes.solution(s.id) }))],
    },
    { label: 'Case Studies', href: routes.caseStudies() },
    { label: 'Blog', href: routes.blog() },
    { label: 'Careers', href: routes.careers() },
  ]
}

export const contactLink: NavLink = { label: navLabels.contactCta, href: routes.contact() }

export const companyLinks: NavLink[] = [
  { label: 'About Us', href: routes.about() },
  { label: 'Team', href: routes.team() },
  { label: 'Careers', href: routes.careers() },
  { label: 'Case Studies', href: routes.caseStudies() },
  { label: 'Blog', href: routes.blog() },
  { label: 'Resources', href: routes.resources() },
  { label: 'Contact', href: routes.contact() },
]

export const legalLinks: NavLink[] = [
  { label: navLabels.privacy, href: routes.privacy() },
  { label: navLabels.terms, href: routes.terms() },
]

/** Is `href` the current page, or (for a section) an ancestor of it? Paths are without the base. */
export function isCurrent(href: string, pathname: string, section = false): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const current = clean(pathname)
  const target = clean(href)
  if (current === target) return true
  return section && target !== '/' && current.startsWith(`${target}/`)
}
