import { Search } from 'lucide-react'
import styled from 'styled-components'
import { routes } from '#/lib/permalink'
import { Link } from '../ui/Link'

/** To /search: an icon button in the navbar, the word too in the phone menu. Works without JavaScript. */
const Root = styled(Link)<{ $withText: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ $withText, theme }) => ($withText ? theme.space[4] : '0')};
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.navy}; }
  &[aria-current='page'] { border-color: ${({ theme }) => theme.colors.primary}; }
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
