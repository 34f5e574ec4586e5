import styled from 'styled-components'
import type { CallToAction as CallToActionContent } from '#/lib/content/schema'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Root = styled.section`
  padding: ${theme.space[8]} 0;
`

const Panel = styled.div`
  border-radius: ${theme.radii.lg};
  padding: ${theme.space[7]} ${theme.space[5]};
  text-align: center;
  color: ${theme.colors.onBand};
  background:
    radial-gradient(36rem 18rem at 100% 0%, rgba(56, 189, 248, 0.16), transparent 65%),
    linear-gradient(135deg, ${theme.colors.blue}, ${theme.colors.band});
  h2 { color: ${theme.colors.onBand}; }
  p { color: ${theme.colors.mutedOnDark}; max-width: 40rem; margin: 0 auto; font-size: ${theme.fontSizes.lg}; }
  ${theme.mq.md} { padding: ${theme.space[8]}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`

export type CallToActionProps = { cta: CallToActionContent; id?: string }

export function CallToAction({ cta, id = 'cta-title' }: CallToActionProps) {
  return (
    <Root aria-labelledby={id}>
      <Container>
        <Panel>
          <h2 id={id}><KeptWords text={cta.title} /></h2>
          <p><KeptWords text={cta.text} place="text" /></p>
          <Actions>
            <ButtonLink variant="accent" href={cta.primary.href}>
              {cta.primary.label}
            </ButtonLink>{' '}
            {cta.secondary && (
              <ButtonLink variant="outlineLight" href={cta.secondary.href}>
                {cta.secondary.label}
              </ButtonLink>
            )}
          </Actions>
        </Panel>
      </Container>
    </Root>
  )
}
