import { ChevronRight } from '#/components/ui/icons'
import styled from 'styled-components'
import { useEdition } from '../ui/Edition'
import { Link } from '../ui/Link'
import { theme } from '#/components/theme'

const Nav = styled.nav`
  ol { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; list-style: none; margin: 0; padding: 0; font-size: ${theme.fontSizes.sm}; }
  li { display: inline-flex; align-items: center; gap: 0.35rem; color: ${theme.colors.mutedOnDark}; }
  a { color: ${theme.colors.onBand}; text-decoration: underline; text-decoration-color: rgba(255,255,255,0.4); display: inline-flex; min-height: 44px; align-items: center; }
  a:hover { color: ${theme.colors.accent}; }
`

export type Crumb = { label: string; href: string }

/** Trail of parents above the current page; the current page is the last, unlinked item. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { labels } = useEdition()
  return (
    <Nav aria-label={labels.breadcrumb}>
      <ol>
        {trail.map((c) => (
          <li key={c.href}>
            <Link href={c.href}>{c.label}</Link>
            <ChevronRight size={14} aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </Nav>
  )
}
