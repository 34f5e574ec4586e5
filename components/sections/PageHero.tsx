import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '../ui/Container'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Root = styled.section`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onBand};
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(56, 189, 248, 0.22), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgba(20, 184, 166, 0.18), transparent 60%),
    linear-gradient(160deg, ${theme.colors.band} 0%, ${theme.colors.blue} 100%);
  padding: ${theme.space[8]} 0;
  ${theme.mq.md} { padding: ${theme.space[9]} 0; }
  h1 { color: ${theme.colors.onBand}; max-width: 48rem; margin-bottom: ${theme.space[4]}; }
  p.lead { font-size: ${theme.fontSizes.lg}; color: ${theme.colors.mutedOnDark}; max-width: 44rem; margin: 0; }
`

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space[4]};
  padding: 0.3rem 0.8rem;
  border-radius: ${theme.radii.pill};
  background: rgba(245, 183, 0, 0.14);
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`

const Above = styled.div`
  margin-bottom: ${theme.space[5]};
`

/*
 * From the lg breakpoint on, two balanced columns instead of a text block with an empty right half: the
 * eyebrow and title on the left, the lead, facts and actions on the right, set off by a rule.
 */
const Columns = styled.div<{ $split: boolean }>`
  ${theme.mq.lg} {
    ${({ $split }) =>
      $split &&
      `
      display: grid;
      grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
      column-gap: ${theme.space[8]};
      align-items: center;
      h1 { margin-bottom: 0; font-size: clamp(2rem, 1.2rem + 2vw, 2.875rem); }
      > .hero-body {
        padding-left: ${theme.space[7]};
        border-left: 2px solid rgba(255, 255, 255, 0.16);
      }
      > .hero-body > :first-child { margin-top: 0; }
    `}
  }
`

export type PageHeroProps = { eyebrow?: string; title: string; subtitle?: string; actions?: ReactNode; above?: ReactNode; children?: ReactNode }

/** The dark banner that opens every inner page, holding its one <h1>. */
export function PageHero({ eyebrow, title, subtitle, actions, above, children }: PageHeroProps) {
  return (
    <Root>
      <Container>
        {above && <Above>{above}</Above>}
        <Columns $split={Boolean(subtitle || children || actions)}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1><KeptWords text={title} /></h1>
          </div>
          <div className="hero-body">
            {subtitle && <p className="lead"><KeptWords text={subtitle} place="text" /></p>}
            {children}
            {actions && <Actions>{actions}</Actions>}
          </div>
        </Columns>
      </Container>
    </Root>
  )
}
