import styled from 'styled-components'
import { Link } from './Link'
import { theme } from '#/components/theme'

export const Badge = styled.span`
  display: inline-block;
  /* stays the width of its text inside flex columns such as Card */
  align-self: flex-start;
  padding: 0.2rem 0.65rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceTint};
  color: ${theme.colors.primaryHover};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`

/**
 * A badge that links (a post's category): a 44 px tap target around the small pill, without pushing the
 * rows around it apart. Sits above a card's stretched title link.
 */
export const BadgeLink = styled(Link)`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: -8px 0;
  text-decoration: none;
  & > * { align-self: center; }
  &:hover span, &:focus-visible span { text-decoration: underline; }
`
