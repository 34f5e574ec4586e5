import { MDXProvider } from '@mdx-js/react'
import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import styled from 'styled-components'
import { mdxComponents, Table } from './components'

const Article = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;
  max-width: 44rem;
  h2 { font-size: ${({ theme }) => theme.fontSizes.h3}; margin: 2em 0 0.6em; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin: 1.6em 0 0.5em; }
  ul, ol { padding-left: 1.4em; margin: 0 0 1.2em; }
  li { margin-bottom: 0.4em; }
  li::marker { color: ${({ theme }) => theme.colors.teal}; }
  blockquote { margin: 1.5em 0; padding: 0.5em 1.2em; border-left: 4px solid ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.muted}; }
  code { font-family: ${({ theme }) => theme.fonts.mono}; font-size: 0.9em; background: ${({ theme }) => theme.colors.surfaceAlt}; padding: 0.1em 0.35em; border-radius: 4px; }
  .table-scroll { overflow-x: auto; max-width: 100%; margin: 1.5em 0; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; }
  .table-scroll:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* Columns keep a readable width: on a phone the table scrolls inside its frame instead of squeezing. */
  table { border-collapse: collapse; width: 100%; min-width: 34rem; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.5; }
  th, td { text-align: left; padding: 0.65em 0.9em; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.navy}; }
  tr:last-child td { border-bottom: 0; }
  img { display: block; margin: 1.5em 0; border-radius: ${({ theme }) => theme.radii.md}; }
  > :first-child { margin-top: 0; }
`

export type ProseProps = {
  Body: ComponentType
  /** The name screen readers give a table's sideways-scrolling frame (from the page's content labels). */
  tableLabel?: string
}

/** A content file's body, rendered with the site's MDX component map. */
export function Prose({ Body, tableLabel }: ProseProps) {
  const components = tableLabel ? { ...mdxComponents, table: (props: ComponentPropsWithoutRef<'table'>) => <Table label={tableLabel} {...props} /> } : mdxComponents
  return (
    <Article data-prose>
      <MDXProvider components={components}>
        <Body />
      </MDXProvider>
    </Article>
  )
}
