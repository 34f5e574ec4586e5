import { Moon, Sun } from '#/components/ui/icons'
import styled from 'styled-components'
import type { Navigation } from '#/lib/content/schema'
import { themeSelectors } from '../theme'
import { headerButton } from './header-button'

/*
 * The button names the theme it switches to. Both names are in the markup and CSS shows the one for the
 * theme on screen, so name and icon are right from the first paint, before any script runs. Without
 * JavaScript the button is hidden (renderer/head.ts) and the site follows prefers-color-scheme.
 */
const Button = styled.button<{ $withText: boolean }>`
  ${headerButton}
  background: transparent;
  /* a button does not inherit the page's font; the weight comes back after the shorthand */
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  .to-dark, .to-light { display: inline-flex; align-items: center; gap: inherit; }
  .to-light { display: none; }
  @media (prefers-color-scheme: dark) {
    ${themeSelectors.systemDark} & .to-light { display: inline-flex; }
    ${themeSelectors.systemDark} & .to-dark { display: none; }
  }
  ${themeSelectors.dark} & .to-light { display: inline-flex; }
  ${themeSelectors.dark} & .to-dark { display: none; }
`

export type ThemeToggleProps = { labels: Pick<Navigation['labels'], 'themeToDark' | 'themeToLight'>; withText?: boolean; className?: string }

export function ThemeToggle({ labels, withText = false, className }: ThemeToggleProps) {
  const text = withText ? undefined : 'visually-hidden'
  return (
    <Button type="button" data-theme-toggle $withText={withText} className={className}>
      <span className="to-dark">
        <Moon size={20} aria-hidden="true" />
        <span className={text}>{labels.themeToDark}</span>
      </span>
      <span className="to-light">
        <Sun size={20} aria-hidden="true" />
        <span className={text}>{labels.themeToLight}</span>
      </span>
    </Button>
  )
}
