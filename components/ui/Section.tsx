import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Container } from './Container'
import { theme } from '#/components/theme'

export type SectionTone = 'plain' | 'alt' | 'dark'

const Wrapper = styled.section<{ $tone: SectionTone }>`
  padding: ${theme.space[8]} 0;
  ${theme.mq.md} { padding: ${theme.space[9]} 0; }
  ${({ $tone }) =>
    $tone === 'alt' && css`background: ${theme.colors.surfaceAlt};`}
  ${({ $tone }) =>
    $tone === 'dark' &&
    css`
      background: ${theme.colors.band};
      color: ${theme.colors.onBand};
      --section-muted: ${theme.colors.mutedOnDark};
      --section-eyebrow: ${theme.colors.sky};
      h2, h3 { color: ${theme.colors.onBand}; }
      p { color: ${theme.colors.mutedOnDark}; }
    `}
`

export type SectionProps = { tone?: SectionTone; id?: string; labelledBy?: string; children: ReactNode }

export function Section({ tone = 'plain', id, labelledBy, children }: SectionProps) {
  return (
    <Wrapper $tone={tone} id={id} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </Wrapper>
  )
}
