import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { LayoutData } from '#/lib/layout-data'
import { currentPage, type CurrentPage, type NavItem, type NavLink } from '#/lib/navigation'
import { SEARCH_BODY_ATTRIBUTE } from '#/lib/search-body'
import { ContactBar, type ContactBarProps } from './ContactBar'
import { Footer } from './Footer'
import { MobilePanel } from './MobilePanel'
import { Navbar } from './Navbar'
import { ScrollToTop } from './ScrollToTop'
import { theme } from '#/components/theme'

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space[3]};
  top: -100px;
  z-index: 200;
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.band};
  color: ${theme.colors.onBand};
  border-radius: ${theme.radii.md};
  &:focus { top: ${theme.space[3]}; color: ${theme.colors.onBand}; }
`

/**
 * Everything around a page's <main>, as one block: what it shows depends on these props alone, and on the page's
 * path only through `current` (renderer/chrome.tsx draws it once for every page that gives it the same props and
 * the same answers, and puts each page's <main> in `slot`).
 */
export type ChromeProps = {
  nav: NavItem[]
  navigation: LayoutData['navigation']
  /** Whether a link is the current page or its section */
  current: CurrentPage
  footerServices: NavLink[]
  whatsappLabel: string
  /** The page's WhatsApp link, prefilled with its greeting. */
  whatsapp: string
  contactBar: ContactBarProps['labels']
  /** The company in a few lines (the footer), in the page's language */
  blurb: string
  /** Links to this page in the site's other languages */
  switchers: LayoutData['switchers']
  year: number
  /** Where the page's <main> goes */
  slot: ReactNode
}

export function Chrome({ nav, navigation, current, footerServices, whatsappLabel, whatsapp, contactBar, blurb, switchers, year, slot }: ChromeProps) {
  return (
    <>
      <SkipLink href="#main">{navigation.labels.skipToContent}</SkipLink>
      <Navbar items={nav} contact={navigation.contact} labels={navigation.labels} current={current} switchers={switchers} />
      <MobilePanel items={nav} contact={navigation.contact} labels={navigation.labels} current={current} whatsappLabel={whatsappLabel} whatsapp={whatsapp} switchers={switchers} />
      {slot}
      <Footer blurb={blurb} services={footerServices} company={navigation.company} legal={navigation.legal} labels={navigation.labels} year={year} />
      <ScrollToTop label={navigation.labels.scrollToTop} />
      <ContactBar labels={contactBar} whatsapp={whatsapp} />
    </>
  )
}

export type MainProps = {
  /** Whether the site search indexes this page's main content, and what a result calls it */
  search: LayoutData['search']
  children: ReactNode
}

/** The page's own content: the skip link's target, and what the site search reads. */
export function Main({ search, children }: MainProps) {
  return (
    <main id="main" tabIndex={-1} {...(search.indexed ? { [SEARCH_BODY_ATTRIBUTE]: '', 'data-pagefind-meta': `kind:${search.kind}` } : {})}>
      {children}
    </main>
  )
}

export type LayoutProps = Omit<ChromeProps, 'current' | 'slot'> & MainProps & { pathname: string }

/** A page inside the site's layout. */
export function Layout({ pathname, search, children, ...chrome }: LayoutProps) {
  return <Chrome {...chrome} current={currentPage(pathname)} slot={<Main search={search}>{children}</Main>} />
}
