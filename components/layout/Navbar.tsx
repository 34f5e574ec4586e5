import { Menu } from '#/components/ui/icons'
import styled from 'styled-components'
import type { Navigation } from '#/lib/content/schema'
import type { CurrentPage, NavItem, NavLink } from '#/lib/navigation'
import { routes } from '#/lib/permalink'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'
import { Brand } from './Brand'
import { MOBILE_PANEL_ID } from './MobilePanel'
import { MenuItems } from './MenuItems'
import { Link } from '../ui/Link'
import { LanguageLink, type LanguageLinkProps } from './LanguageLink'
import { SearchLink } from './SearchLink'
import { ThemeToggle } from './ThemeToggle'
import { theme } from '#/components/theme'

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: color-mix(in srgb, ${theme.colors.surface} 97%, transparent);
  border-bottom: 1px solid ${theme.colors.border};
  @supports (backdrop-filter: blur(8px)) { background: color-mix(in srgb, ${theme.colors.surface} 88%, transparent); backdrop-filter: blur(8px); }
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* the container is as wide from 1280 px as at 1280 px: the bar is as full at 1920 px as there */
  gap: ${theme.space[3]};
  height: ${theme.headerHeight};
  /* Between 1024 and 1280 px the brand shows its mark only (its name stays for screen readers), so the
     seven items, search, theme and Contact us fit one line. */
  @media (min-width: 1024px) and (max-width: 1279px) {
    gap: ${theme.space[2]};
    > a:first-child { flex: none; }
    > a:first-child span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`

const DesktopNav = styled.nav`
  display: none;
  ${theme.mq.lg} { display: block; }
  > ul { display: flex; align-items: center; gap: 0.125rem; list-style: none; margin: 0; padding: 0; }
`

const itemStyle = `
  /* the whole bar (brand, seven items, search, theme, Contact us) must fit one line from 1024 px, in the longer
     language too (Swahili: "Suluhisho", "Wasiliana Nasi"), in a container no wider at 1920 px than at 1280 px */
  display: inline-flex; align-items: center; gap: 0.25rem; min-height: 44px; padding: 0 0.35rem; border-radius: 8px;
  font-weight: 600; font-size: 0.875rem; text-decoration: none; cursor: pointer; list-style: none; white-space: nowrap;
  @media (max-width: 1279px) { padding: 0 0.4rem; }
`

const TopLink = styled(Link)`
  ${itemStyle}
  color: ${theme.colors.text};
  &:hover { color: ${theme.colors.primary}; background: ${theme.colors.surfaceAlt}; }
  &[aria-current='page'] { color: ${theme.colors.primary}; background: ${theme.colors.surfaceTint}; }
`

const Dropdown = styled.details`
  position: relative;
  > summary {
    ${itemStyle}
    color: ${theme.colors.text};
    &::-webkit-details-marker { display: none; }
    &:hover { color: ${theme.colors.primary}; background: ${theme.colors.surfaceAlt}; }
    &[aria-current='page'] { color: ${theme.colors.primary}; background: ${theme.colors.surfaceTint}; }
    svg { flex: none; transition: transform 0.15s ease; }
  }
  &[open] > summary svg { transform: rotate(180deg); }
  > ul {
    position: absolute;
    top: calc(100% + 6px);
    left: 0;
    min-width: 17rem;
    margin: 0;
    padding: ${theme.space[2]};
    list-style: none;
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.lg};
  }
  > ul a {
    display: flex; align-items: center; min-height: 44px; padding: 0 0.75rem; border-radius: 6px;
    color: ${theme.colors.text}; text-decoration: none; font-size: 0.9375rem;
    &:hover { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.primary}; }
    &[aria-current='page'] { color: ${theme.colors.primary}; font-weight: 650; background: ${theme.colors.surfaceTint}; }
  }
  > ul li:first-child a { font-weight: 650; }
`

/* On a narrow phone (360 px) the brand's name needs the room: the menu has the language link, with its words. */
const NavbarLanguageLink = styled(LanguageLink)`
  @media (max-width: 419px) { &&& { display: none; } }
`

/* On a phone the bar holds the brand, search and the menu; the theme button is in the menu there. */
const NavbarThemeToggle = styled(ThemeToggle)`
  @media (max-width: 1023px) { &&& { display: none; } }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`

const ContactButton = styled(ButtonLink)`
  display: none;
  white-space: nowrap;
  /* on a desktop the bar is full (seven items in the longer language, three buttons): a narrower button */
  ${theme.mq.lg} { padding: 0 ${theme.space[3]}; }
  ${theme.mq.md} { display: inline-flex; min-height: 44px; }
`

const MenuButton = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  color: ${theme.colors.navy};
  border: 1px solid ${theme.colors.border};
  ${theme.mq.lg} { display: none; }
`

export type NavbarProps = { items: NavItem[]; contact: NavLink; labels: Navigation['labels']; current: CurrentPage; switchers: LanguageLinkProps['switcher'][] }

export function Navbar({ items, contact, labels, current, switchers }: NavbarProps) {
  return (
    <Header data-navbar>
      <Container>
        <Bar>
          <Brand />
          <DesktopNav aria-label={labels.mainNav}>
            <ul>
              <MenuItems items={items} current={current} groups="dropdown" Details={Dropdown} TopLink={TopLink} chevronSize={16} />
            </ul>
          </DesktopNav>
          <Actions>
            {switchers.map((switcher) => (
              <NavbarLanguageLink key={switcher.lang} switcher={switcher} />
            ))}
            <SearchLink label={labels.search} current={current(routes.search())} />
            <NavbarThemeToggle labels={labels} />
            <ContactButton href={contact.href} aria-current={current(contact.href) ? 'page' : undefined}>
              {contact.label}
            </ContactButton>
            <MenuButton href={`#${MOBILE_PANEL_ID}`} data-menu-open aria-controls={MOBILE_PANEL_ID} aria-label={labels.menu}>
              <Menu size={22} aria-hidden="true" />
            </MenuButton>
          </Actions>
        </Bar>
      </Container>
    </Header>
  )
}
