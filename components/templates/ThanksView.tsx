import { Fragment } from 'react'
import { CircleCheck } from '#/components/ui/icons'
import styled from 'styled-components'
import type { LinkLabel } from '#/lib/content/schema'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'
import { theme } from '#/components/theme'

const Root = styled.section`
  padding: ${theme.space[9]} 0;
  text-align: center;
  > div > svg { color: ${theme.colors.success}; margin-bottom: ${theme.space[4]}; }
  p { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space[6]}; }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`

/** Where a form lands without JavaScript: the success toast's words, and the way back. */
export function ThanksView({ title, text, links }: { title: string; text: string; links: LinkLabel[] }) {
  return (
    <Root data-thanks>
      <Container>
        <CircleCheck size={56} aria-hidden="true" />
        <h1>{title}</h1>
        <p>{text}</p>
        <Links>
          {links.map((link, i) => (
            <Fragment key={link.href}>
              {i > 0 && ' '}
              <ButtonLink href={link.href} variant={i === 0 ? 'primary' : 'outline'}>
                {link.label}
              </ButtonLink>
            </Fragment>
          ))}
        </Links>
      </Container>
    </Root>
  )
}
