import { ChevronLeft, ChevronRight } from '#/components/ui/icons'
import { Fragment } from 'react'
import styled from 'styled-components'
import type { Pagination as PaginationData } from '#/lib/content/blog-list-page'
import { Link } from '../ui/Link'
import { theme } from '#/components/theme'

const Nav = styled.nav`
  margin-top: ${theme.space[8]};
  ul { display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[2]}; list-style: none; margin: 0; padding: 0; }
  a, span[aria-current] {
    display: inline-flex; align-items: center; gap: 0.3rem; min-height: 44px; min-width: 44px; justify-content: center;
    padding: 0 ${theme.space[3]}; border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.border}; font-weight: 600; text-decoration: none;
  }
  a { color: ${theme.colors.primaryHover}; }
  a:hover { background: ${theme.colors.surfaceTint}; }
  .gap { display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${theme.space[1]}; color: ${theme.colors.muted}; }
  span[aria-current] { background: ${theme.colors.navy}; color: ${theme.colors.surface}; border-color: ${theme.colors.navy}; }
`

/** Previous / numbered / next links of a paginated list (rel=prev/next as in the head); numbers far from the current page are left out. */
export function Pagination({ pagination, labels }: { pagination: PaginationData; labels: { pagination: string; previous: string; next: string } }) {
  if (pagination.total < 2) return null
  return (
    <Nav aria-label={labels.pagination}>
      <ul>
        {pagination.prev && (
          <li>
            <Link href={pagination.prev} rel="prev">
              <ChevronLeft size={16} aria-hidden="true" /> {labels.previous}
            </Link>
          </li>
        )}
        {pagination.pages.map((p, i) => (
          <Fragment key={p.n}>
            {i > 0 && p.n > pagination.pages[i - 1]!.n + 1 && <li aria-hidden="true" className="gap">…</li>}
            <li>{p.n === pagination.current ? <span aria-current="page">{p.n}</span> : <Link href={p.href}>{p.n}</Link>}</li>
          </Fragment>
        ))}
        {pagination.next && (
          <li>
            <Link href={pagination.next} rel="next">
              {labels.next} <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  )
}
