/**
 * A Markdown table as a phone shows it: components/mdx/Prose.tsx stacks each row into a block on a narrow
 * screen, every cell under its column's heading. So each body cell carries its heading (`data-label`, which the
 * stylesheet shows before the cell), and every part of the table its role: a table whose rows are laid out as
 * blocks loses its table semantics in some browsers (Safari), and the roles keep it a table to a screen reader.
 */
import type { Element, ElementContent } from 'hast'

const ROLES: Record<string, string> = { table: 'table', thead: 'rowgroup', tbody: 'rowgroup', tfoot: 'rowgroup', tr: 'row', th: 'columnheader', td: 'cell' }

const elements = (node: { children: ElementContent[] }) => node.children.filter((child): child is Element => child.type === 'element')

/** The text a reader sees in a node, whitespace collapsed. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(textOf).join('')
  return ''
}

const cellText = (cell: Element) => textOf(cell).replace(/\s+/g, ' ').trim()

/** Gives a table's rows, groups and cells their roles and each body cell its column's heading; changes `table` in place. */
export function labelTableCells(table: Element): void {
  const groups = elements(table)
  const headings = groups
    .filter((group) => group.tagName === 'thead')
    .flatMap(elements)
    .find((row) => row.tagName === 'tr')
  const labels = headings ? elements(headings).map(cellText) : []
  table.properties.role = ROLES.table
  for (const group of groups) {
    const rows = group.tagName === 'tr' ? [group] : elements(group)
    if (ROLES[group.tagName] && group.tagName !== 'tr') group.properties.role = ROLES[group.tagName]
    for (const row of rows) {
      if (row.tagName !== 'tr') continue
      row.properties.role = ROLES.tr
      elements(row).forEach((cell, column) => {
        const role = ROLES[cell.tagName]
        if (!role) return
        cell.properties.role = role
        const label = labels[column]
        if (cell.tagName === 'td' && group.tagName !== 'thead' && label) cell.properties.dataLabel = label
      })
    }
  }
}
