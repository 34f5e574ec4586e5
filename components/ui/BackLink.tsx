import { ArrowLeft } from '#/components/ui/icons'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { IconLink } from './IconLink'
import { theme } from '#/components/theme'

const Root = styled(IconLink)`
  gap: ${theme.space[2]};
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
