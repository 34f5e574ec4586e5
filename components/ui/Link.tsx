import type { ComponentPropsWithoutRef } from 'react'
import { withBase } from '#/lib/permalink'

export type LinkProps = ComponentPropsWithoutRef<'a'> & {
  /** A site route without the base path ("/blog/x"), an anchor, or an external URL */
  href: string
}

/**
 * The one link primitive: a site route gets the base path here (a preview lives under /preview/pr-42/),
 * so data and callers carry routes without it. External URLs, mailto:, tel: and #anchors pass unchanged.
 * Styled links are styled(Link).
 */
export function Link({ href, ...rest }: LinkProps) {
  return <a href={withBase(href)} {...rest} />
}
