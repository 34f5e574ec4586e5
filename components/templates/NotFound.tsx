import styled from 'styled-components'
import type { NotFoundPage } from '#/lib/content/schema'
import { routes } from '#/lib/permalink'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'

export const Centered = styled.section`
  padding: ${({ theme }) => theme.space[9]} 0;
  text-align: center;
  .code { font-size: clamp(5rem, 4rem + 8vw, 9rem); font-weight: 800; line-height: 1; color: ${({ theme }) => theme.colors.primary}; margin: 0; }
  p { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  pre { white-space: pre-wrap; text-align: left; max-width: 40rem; margin: 0 auto 2rem; padding: 1rem; background: ${({ theme }) => theme.colors.surfaceAlt}; border-radius: 8px; }
`

/** The 404 page. The missing path is logged by components/behaviour/not-found.client.ts (data-not-found). */
export function NotFound({ content }: { content: NotFoundPage }) {
  return (
    <Centered data-not-found>
      <Container>
        <p className="code" aria-hidden="true">
          404
        </p>
        <h1>
          <span className="visually-hidden">404: </span>
          {content.heading}
        </h1>
        <p>{content.text}</p>
        <ButtonLink href={routes.home()}>{content.homeLabel}</ButtonLink>
      </Container>
    </Centered>
  )
}
