import { X } from '#/components/ui/icons'
import styled from 'styled-components'
import type { Navigation } from '#/lib/content/schema'
import type { CurrentPage, NavItem, NavLink } from '#/lib/navigation'
import { routes } from '#/lib/permalink'
import { ButtonLink } from '../ui/Button'
import { ContactDetails } from '../sections/ContactDetails'
import { MenuItems } from './MenuItems'
import { LanguageLink, type LanguageLinkProps } from './LanguageLink'
import { SearchLink } from './SearchLink'
import { ThemeToggle } from './ThemeToggle'
import { theme } from '#/components/theme'

export const MOBILE_PANEL_ID = 'mobile-menu'

/* Without JavaScript the menu button is a link to #mobile-menu and :target shows the panel. */
const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  visibility: hidden;
  pointer-events: none;
  &:target, &[data-open='true'] { visibility: visible; pointer-events: auto; }
  &:target > [data-backdrop], &[data-open='true'] > [data-backdrop] { opacity: 1; }
  &:target > [role='dialog'], &[data-open='true'] > [role='dialog'] { transform: none; }
  ${theme.mq.lg} { display: none; }
`

const Backdrop = styled.a`
  position: absolute;
  inset: 0;
  background: rgba(7, 20, 38, 0.55);
  opacity: 0;
  transition: opacity 0.25s ease;
`

const Sheet = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(22rem, 88vw);
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
  transform: translateX(100%);
  transition: transform 0.25s ease;
  overflow-y: auto;
  overscroll-behavior: contain;
`

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border};
  font-weight: 800;
  color: ${theme.colors.navy};
`

const Close = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  color: ${theme.colors.navy};
  &:hover { background: ${theme.colors.surfaceAlt}; }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  ul { list-style: none; margin: 0 0 ${theme.space[2]}; padding: 0 0 0 ${theme.space[3]}; border-left: 2px solid ${theme.colors.border}; }
  a, summary {
    display: flex; align-items: center; justify-content: space-between; min-height: 48px; padding: 0 ${theme.space[3]};
    border-radius: 8px; color: ${theme.colors.text}; text-decoration: none; font-weight: 600; cursor: pointer;
  }
  ul a { font-weight: 500; min-height: 44px; }
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
  details[open] > summary svg { transform: rotate(180deg); }
  a:hover, summary:hover { background: ${theme.colors.surfaceAlt}; }
  [aria-current='page'] { color: ${theme.colors.primary}; background: ${theme.colors.surfaceTint}; }
`

const SheetFooter = styled.div`
  margin-top: auto;
  padding: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceAlt};
  display: grid;
  gap: ${theme.space[2]};
`

const PanelContact = styled(ContactDetails)`
  gap: 0;
  a { color: ${theme.colors.text}; text-decoration: none; word-break: break-all; }
  a:hover { color: ${theme.colors.primary}; }
`

export type MobilePanelProps = {
  items: NavItem[]
  contact: NavLink
  labels: Navigation['labels']
  current: CurrentPage
  whatsappLabel: string
  whatsapp: string
  switchers: LanguageLinkProps['switcher'][]
}

export function MobilePanel({ items, contact, labels, current, whatsappLabel, whatsapp, switchers }: MobilePanelProps) {
  return (
    <Root id={MOBILE_PANEL_ID} data-mobile-panel>
      <Backdrop href="#" data-menu-close data-backdrop tabIndex={-1} aria-hidden="true" />
      <Sheet role="dialog" aria-modal="true" aria-label={labels.menu}>
        <SheetHeader>
          <span>{labels.menu}</span>
          <Close href="#" data-menu-close aria-label={labels.closeMenu}>
            <X size={22} aria-hidden="true" />
          </Close>
        </SheetHeader>
        <nav aria-label={labels.mobileNav}>
          <List>
            <MenuItems items={items} current={current} groups="panel-group" chevronSize={18} />
          </List>
        </nav>
        <SheetFooter>
          <SearchLink label={labels.search} current={current(routes.search())} withText />
          {switchers.map((switcher) => (
            <LanguageLink key={switcher.lang} switcher={switcher} withText />
          ))}
          <ThemeToggle labels={labels} withText />
          <ButtonLink href={contact.href} block>
            {contact.label}
          </ButtonLink>
          <PanelContact lines={['email', 'phone', 'whatsapp']} whatsapp={{ href: whatsapp, label: whatsappLabel }} />
        </SheetFooter>
      </Sheet>
    </Root>
  )
}
