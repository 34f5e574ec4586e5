import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import type { ComponentPropsWithoutRef } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import styled from 'styled-components'
import type { BodyTree } from '#/lib/content/bodies'
import { mdxComponents, Table } from './components'
import { theme } from '#/components/theme'

const Article = styled.div`
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
  max-width: 44rem;
  h2 { font-size: ${theme.fontSizes.h3}; margin: 2em 0 0.6em; }
  h3 { font-size: ${theme.fontSizes.xl}; margin: 1.6em 0 0.5em; }
  ul, ol { padding-left: 1.4em; margin: 0 0 1.2em; }
  li { margin-bottom: 0.4em; }
  li::marker { color: ${theme.colors.teal}; }
  blockquote { margin: 1.5em 0; padding: 0.5em 1.2em; border-left: 4px solid ${theme.colors.primary}; color: ${theme.colors.muted}; }
  code { font-family: ${theme.fonts.mono}; font-size: 0.9em; background: ${theme.colors.surfaceAlt}; padding: 0.1em 0.35em; border-radius: 4px; }
  .table-scroll { overflow-x: auto; max-width: 100%; margin: 1.5em 0; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; }
  .table-scroll:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  /* Columns keep a readable width: a table wider than the text scrolls inside its frame instead of squeezing. */
  table { border-collapse: collapse; width: 100%; min-width: 34rem; font-size: ${theme.fontSizes.sm}; line-height: 1.5; }
  th, td { text-align: left; padding: 0.65em 0.9em; border-bottom: 1px solid ${theme.colors.border}; vertical-align: top; }
  th { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.navy}; }
  tr:last-child td { border-bottom: 0; }
  /*
   * Narrower than a tablet, a table is its rows, one block each, every cell under its column's heading (lib/markdown/
   * table-cells.ts gives each cell its heading and the table its roles): nothing to scroll sideways, no column out of
   * sight. The header row stays for screen readers, which are not given the headings a second time ('/ ""').
   */
  @media (max-width: 767.98px) {
    .table-scroll { border: 0; border-radius: 0; overflow: visible; }
    table, tbody, tr, td { display: block; }
    table { min-width: 0; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; padding: 0.3em 0.9em; margin-bottom: 0.75em; }
    tr:last-child { margin-bottom: 0; }
    /* a column's alignment (GFM's :--:, written as the cell's style) lines digits up across rows, which stacked cells are not */
    td { padding: 0.5em 0; text-align: left !important; }
    /* the last row is a block like the others: a line under each of its cells but the last */
    tr:last-child td { border-bottom: 1px solid ${theme.colors.border}; }
    tr td:last-child { border-bottom: 0; }
    td[data-label]::before { content: attr(data-label); content: attr(data-label) / ""; display: block; font-weight: 600; color: ${theme.colors.navy}; }
  }
  img { display: block; margin: 1.5em 0; border-radius: ${theme.radii.md}; }
  > :first-child { margin-top: 0; }
`

export type ProseProps = {
  /** The body as its HTML tree (lib/markdown/body.ts) */
  body: BodyTree
  /** The name screen readers give a table's sideways-scrolling frame (from the page's content labels). */
  tableLabel?: string
}

/**
 * A content file's body, rendered from its HTML tree with the site's MDX component map: Markdown's links,
 * images and tables and the MDX components (<Callout>) become the site's components, everything else the
 * element it is. The tree holds no code (the content dialect refused any), so nothing in it runs.
 */
export function Prose({ body, tableLabel }: ProseProps) {
  const components: Record<string, unknown> = tableLabel ? { ...mdxComponents, table: (props: ComponentPropsWithoutRef<'table'>) => <Table label={tableLabel} {...props} /> } : mdxComponents
  return <Article data-prose>{toJsxRuntime(body, { Fragment, jsx, jsxs, components: components as never, passKeys: true, createEvaluater: () => componentLookup(components) })}</Article>
}

/**
 * hast-util-to-jsx-runtime resolves a capitalised element name (<Callout>) as a JavaScript name through an
 * "evaluater". This one evaluates nothing: it looks the name up in the component map and refuses anything
 * else (the content dialect already refused expressions, and the tree keeps none).
 */
function componentLookup(components: Record<string, unknown>) {
  const refuse = (): never => {
    throw new Error('content bodies hold no expressions')
  }
  return {
    evaluateExpression(expression: { type: string; name?: string }) {
      if (expression.type === 'Identifier' && expression.name && Object.hasOwn(components, expression.name)) return components[expression.name]
      return refuse()
    },
    evaluateProgram: refuse,
  }
}
