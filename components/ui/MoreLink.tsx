import ArrowRight from 'lucide-react/icons/arrow-right'
import type { ReactNode } from 'react'
import { IconLink } from './IconLink'

export type MoreLinkProps = {
  /** The route to read on at, without the base path */
  href: string
  children: ReactNode
  /** What it is about, said to screen readers after the label ("Learn more: Cybersecurity"), when the label alone is not enough */
  about?: string
  className?: string
}

/** "Learn more →": where to read on, at the end of a card or a list. */
export function MoreLink({ href, children, about, className }: MoreLinkProps) {
  return (
    <IconLink href={href} className={className}>
      {children}
      {about !== undefined && <span className="visually-hidden">: {about}</span>}
      <ArrowRight size={16} aria-hidden="true" />
    </IconLink>
  )
}
