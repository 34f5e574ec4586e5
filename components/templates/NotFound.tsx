import styled from 'styled-components'
import type { NotFoundPage } from '#/lib/content/schema'
import { routes } from '#/lib/permalink'
import { SiteSearchForm, type SiteSearchFormProps } from '../sections/SiteSearchForm'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'
import { FormStyles } from '../ui/FormStyles'
import { theme } from '#/components/theme'

export const Centered = styled.section`
  padding: ${theme.space[9]} 0;
  text-align: center;
  .code { font-size: clamp(5rem, 4rem + 8vw, 9rem); font-weight: 800; line-height: 1; color: ${theme.colors.primary}; margin: 0; }
  p { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.lg}; }
  pre { white-space: pre-wrap; text-align: left; max-width: 40rem; margin: 0 auto 2rem; padding: 1rem; background: ${theme.colors.surfaceAlt}; border-radius: 8px; }
`

const SearchBox = styled(SiteSearchForm)`
  margin: ${theme.space[6]} auto;
  text-align: left;
`

export type NotFoundProps = { content: NotFoundPage; search: SiteSearchFormProps['words'] }

/**
 * The 404 page: a search of the site (components/behaviour/not-found.client.ts puts the missing address's words in
 * it, and logs the address: data-not-found) and the way home.
 */
export function NotFound({ content, search }: NotFoundProps) {
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
        <FormStyles />
        <SearchBox id="not-found-query" words={search} />
        <ButtonLink variant="outline" href={routes.home()}>{content.homeLabel}</ButtonLink>
      </Container>
    </Centered>
  )
}
