import { ArrowLeft } from '#/components/ui/icons'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Link } from './Link'

const Root = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 650;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`

export type BackLinkProps = {
  /** The route to go back to, without the base path */
  href: string
  children: ReactNode
  className?: string
}

/** "← Back to ..." under an article, a case study or a solution. */
export function BackLink({ href, children, className }: BackLinkProps) {
  return (
    <Root href={href} className={className}>
      <ArrowLeft size={18} aria-hidden="true" /> {children}
    </Root>
  )
}
