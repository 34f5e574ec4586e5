import styled from 'styled-components'
import { theme } from '#/components/theme'

const Header = styled.header<{ $align: 'center' | 'start' }>`
  max-width: 46rem;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${theme.space[7]};
  text-align: ${({ $align }) => $align};
  p { font-size: ${theme.fontSizes.lg}; color: var(--section-muted, ${theme.colors.muted}); margin: 0; }
`

const Eyebrow = styled.p`
  && {
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--section-eyebrow, ${theme.colors.teal});
    margin-bottom: ${theme.space[2]};
  }
`

export type SectionHeadingProps = { id?: string; eyebrow?: string; title: string; subtitle?: string; align?: 'center' | 'start'; level?: 'h1' | 'h2' }

export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center', level = 'h2' }: SectionHeadingProps) {
  const Title = level
  return (
    <Header $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title id={id}>{title}</Title>
      {subtitle && <p>{subtitle}</p>}
    </Header>
  )
}
