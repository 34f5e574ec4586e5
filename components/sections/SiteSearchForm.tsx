import { Search } from '#/components/ui/icons'
import styled from 'styled-components'
import type { SearchPage } from '#/lib/content/schema'
import { routes } from '#/lib/permalink'
import { Button } from '../ui/Button'
import { Form } from '../ui/Form'
import { theme } from '#/components/theme'

const SearchForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  max-width: 44rem;
  .field-label { flex-basis: 100%; }
  .field { flex: 1 1 16rem; }
`

export type SiteSearchFormProps = {
  /** The field's id (one per page) */
  id: string
  words: Pick<SearchPage, 'label' | 'placeholder' | 'submit'>
  /** The search page's own form, which its script answers in place (components/behaviour/search.client.ts) */
  answersInPlace?: boolean
  className?: string
}

/**
 * A plain GET form to /search?q=, so it works without JavaScript: the search page's form, and the 404 page's.
 * Needs the field styles of components/ui/FormStyles.tsx on the page.
 */
export function SiteSearchForm({ id, words, answersInPlace = false, className }: SiteSearchFormProps) {
  return (
    <SearchForm role="search" action={routes.search()} method="get" data-search={answersInPlace ? '' : undefined} className={className}>
      <label className="field-label" htmlFor={id}>
        {words.label}
      </label>
      <input className="field" id={id} type="search" name="q" placeholder={words.placeholder} autoComplete="off" />
      <Button type="submit">
        <Search size={18} aria-hidden="true" /> {words.submit}
      </Button>
    </SearchForm>
  )
}
