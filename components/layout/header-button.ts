import { css } from 'styled-components'
import { theme } from '#/components/theme'

/**
 * The square 44 px buttons of the navbar (search, theme) and their wider form with visible text in the phone
 * menu: one look for both, whether the control is a link or a button.
 */
export const headerButton = css<{ $withText: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ $withText }) => ($withText ? theme.space[4] : '0')};
  border-radius: 10px;
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.navy};
  font-weight: 600;
  &:hover { background: ${theme.colors.surfaceAlt}; }
`
