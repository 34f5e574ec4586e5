import styled from 'styled-components'
import { theme } from '#/components/theme'

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceTint};
  color: ${theme.colors.primary};
`
