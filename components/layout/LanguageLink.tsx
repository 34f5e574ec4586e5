import { Languages } from '#/components/ui/icons'
import styled from 'styled-components'
import type { LayoutData } from '#/lib/layout-data'
import { Link } from '../ui/Link'
import { headerButton } from './header-button'
import { theme } from '#/components/theme'

/**
 * To the same page in another language (or that edition's home page when the page has no translation):
 * the language's code in the navbar, its own words in the phone menu and the footer. Written in the target
 * language, so the link carries its `lang`.
 */
const Root = styled(Link)<{ $withText: boolean }>`
  ${headerButton}
  text-decoration: none;
  letter-spacing: 0.04em;
  &:hover { color: ${theme.colors.navy}; }
`

export type LanguageLinkProps = { switcher: LayoutData['switchers'][number]; withText?: boolean; className?: string }

export function LanguageLink({ switcher, withText = false, className }: LanguageLinkProps) {
  return (
    <Root href={switcher.href} hrefLang={switcher.lang} lang={switcher.lang} $withText={withText} className={className} data-language-link>
      {withText ? <Languages size={20} aria-hidden="true" /> : null}
      <span>{withText ? switcher.label : switcher.lang.toUpperCase()}</span>
      {withText ? null : <span className="visually-hidden">{`: ${switcher.label}`}</span>}
    </Root>
  )
}
