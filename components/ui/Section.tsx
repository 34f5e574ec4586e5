import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Container } from './Container'

export type SectionTone = 'plain' | 'alt' | 'dark'

const Wrapper = styled.section<{ $tone: SectionTone }>`
  padding: ${({ theme }) => theme.space[8]} 0;
  ${({ theme }) => theme.mq.md} { padding: ${({ theme }) => theme.space[9]} 0; }
  ${({ $tone, theme }) =>
    $tone === 'alt' && css`background: ${theme.colors.surfaceAlt};`}
  ${({ $tone, theme }) =>
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
