import type { ComponentPropsWithoutRef } from 'react'
import { withBase } from '#/lib/permalink'
import { useEdition } from './Edition'

export type LinkProps = ComponentPropsWithoutRef<'a'> & {
  /** A site route without the base path ("/blog/x"), an anchor, or an external URL */
  href: string
}

/**
 * The one link primitive: a site route gets the page's language and the base path here (a Swahili page links
 * /about as /sw/about when that page exists; a preview lives under /preview/pr-42/), so data and callers carry
 * language-neutral routes without the base. External URLs, mailto:, tel: and #anchors pass unchanged. A link
 * with `hrefLang` (the language switcher, an alternate) already names its language and is not localised.
 * Styled links are styled(Link).
 */
export function Link({ href, ...rest }: LinkProps) {
  const { localise } = useEdition()
  return <a href={withBase(rest.hrefLang ? href : localise(href))} {...rest} />
}
