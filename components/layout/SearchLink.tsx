import { Search } from '#/components/ui/icons'
import styled from 'styled-components'
import { routes } from '#/lib/permalink'
import { Link } from '../ui/Link'
import { headerButton } from './header-button'
import { theme } from '#/components/theme'

/** To /search: an icon button in the navbar, the word too in the phone menu. Works without JavaScript. */
const Root = styled(Link)<{ $withText: boolean }>`
  ${headerButton}
  text-decoration: none;
  &:hover { color: ${theme.colors.navy}; }
  &[aria-current='page'] { border-color: ${theme.colors.primary}; }
`

export type SearchLinkProps = { label: string; current: boolean; withText?: boolean }

export function SearchLink({ label, current, withText = false }: SearchLinkProps) {
  return (
    <Root href={routes.search()} $withText={withText} aria-current={current ? 'page' : undefined} data-search-link>
      <Search size={20} aria-hidden="true" />
      <span className={withText ? undefined : 'visually-hidden'}>{label}</span>
    </Root>
  )
}
