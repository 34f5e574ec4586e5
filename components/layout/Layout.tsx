import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { LayoutData } from '#/lib/layout-data'
import type { NavItem, NavLink } from '#/lib/navigation'
import { SEARCH_BODY_ATTRIBUTE } from '#/lib/search-body'
import { ContactBar, type ContactBarProps } from './ContactBar'
import { Footer } from './Footer'
import { MobilePanel } from './MobilePanel'
import { Navbar } from './Navbar'
import { ScrollToTop } from './ScrollToTop'

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: -100px;
  z-index: 200;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.band};
  color: ${({ theme }) => theme.colors.onBand};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { top: ${({ theme }) => theme.space[3]}; color: ${({ theme }) => theme.colors.onBand}; }
`

export type LayoutProps = {
  pathname: string
  nav: NavItem[]
  navigation: LayoutData['navigation']
  footerServices: NavLink[]
  whatsappLabel: string
  /** The page's WhatsApp link, prefilled with its greeting. */
  whatsapp: string
  contactBar: ContactBarProps['labels']
  /** Whether the site search indexes this page's main content, and what a result calls it */
  search: LayoutData['search']
  /** The company in a few lines (the footer), in the page's language */
  blurb: string
  /** Links to this page in the site's other languages */
  switchers: LayoutData['switchers']
  year: number
  children: ReactNode
}

export function Layout({ pathname, nav, navigation, footerServices, whatsappLabel, whatsapp, contactBar, search, blurb, switchers, year, children }: LayoutProps) {
  return (
    <>
      <SkipLink href="#main">{navigation.labels.skipToContent}</SkipLink>
      <Navbar items={nav} contact={navigation.contact} labels={navigation.labels} pathname={pathname} switchers={switchers} />
      <MobilePanel items={nav} contact={navigation.contact} labels={navigation.labels} pathname={pathname} whatsappLabel={whatsappLabel} whatsapp={whatsapp} switchers={switchers} />
      <main id="main" tabIndex={-1} {...(search.indexed ? { [SEARCH_BODY_ATTRIBUTE]: '', 'data-pagefind-meta': `kind:${search.kind}` } : {})}>
        {children}
      </main>
      <Footer blurb={blurb} services={footerServices} company={navigation.company} legal={navigation.legal} labels={navigation.labels} year={year} />
      <ScrollToTop label={navigation.labels.scrollToTop} />
      <ContactBar labels={contactBar} whatsapp={whatsapp} />
    </>
  )
}
