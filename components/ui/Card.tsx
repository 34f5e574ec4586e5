import styled from 'styled-components'
import { theme } from '#/components/theme'

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space[5]};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  h2, h3 { margin: 0; font-size: ${theme.fontSizes.xl}; }
  p { margin: 0; color: ${theme.colors.muted}; }
  ${theme.mq.md} { padding: ${theme.space[6]}; }
  &:hover { box-shadow: ${theme.shadows.md}; }
`
