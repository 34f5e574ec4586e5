import styled from 'styled-components'
import type { SearchPageData } from '#/lib/search'
import { PageHero } from '../sections/PageHero'
import { PageDirectory } from '../sections/PageDirectory'
import { SiteSearchForm } from '../sections/SiteSearchForm'
import { Button } from '../ui/Button'
import { Container } from '../ui/Container'
import { FormStyles } from '../ui/FormStyles'
import { theme } from '#/components/theme'

const Main = styled.div`
  padding: ${theme.space[7]} 0 ${theme.space[8]};
  h2 { font-size: ${theme.fontSizes.h3}; }
`

const Results = styled.div`
  max-width: 44rem;
  > [role='status'] { margin: ${theme.space[6]} 0 0; font-weight: 600; color: ${theme.colors.navy}; }
  > [role='status']:empty { display: none; }
  > button { margin-top: ${theme.space[5]}; }
  ol { list-style: none; margin: ${theme.space[4]} 0 0; padding: 0; display: grid; gap: ${theme.space[4]}; }
  li { padding: ${theme.space[4]} ${theme.space[5]}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; background: ${theme.colors.surfaceRaised}; }
  li a { font-weight: 700; font-size: ${theme.fontSizes.lg}; }
  li p { margin: ${theme.space[2]} 0 0; color: ${theme.colors.muted}; }
  .kind { display: block; margin-bottom: ${theme.space[1]}; font-size: ${theme.fontSizes.xs}; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${theme.colors.teal}; }
  mark { background: ${theme.colors.warningTint}; color: inherit; padding: 0 0.1em; border-radius: 2px; }
`

/**
 * /search: the form (a plain GET to this page, so it works without JavaScript), the results the search
 * script (components/behaviour/search.client.ts) writes from the Pagefind index, and every page by section.
 */
export function SearchView({ page, sections }: SearchPageData) {
  const words = { results: page.results, oneResult: page.oneResult, noResults: page.noResults, more: page.more, loading: page.loading, failed: page.failed }
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Main>
        <Container>
          <FormStyles />
          <SiteSearchForm id="search-query" words={page} answersInPlace />
          {/* Only the line that says what was found is announced: not every result's text as the list fills. */}
          <Results data-search-results data-words={JSON.stringify(words)}>
            <p role="status" data-search-status />
            <Button variant="outline" data-search-more hidden />
          </Results>
          <PageDirectory title={page.browse} sections={sections} />
        </Container>
      </Main>
    </>
  )
}
