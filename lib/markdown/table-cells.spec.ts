import type { Element } from 'hast'
import { describe, expect, it } from 'vitest'
import { parseBody } from './body'
import type { ContentFormat } from './parsers'

/** Every element of a tree, depth first, those inside an MDX component (<Callout>) included. */
function elementsOf(node: { children?: unknown[] }): Element[] {
  return (node.children ?? []).flatMap((child) => {
    const inner = elementsOf(child as { children?: unknown[] })
    return (child as { type: string }).type === 'element' ? [child as Element, ...inner] : inner
  })
}

function tablesOf(body: string, format: ContentFormat): Element[] {
  const { tree } = parseBody(body, format)
  if (!tree) throw new Error('the body has no tree')
  return elementsOf(tree).filter((element) => element.tagName === 'table')
}

const rowsOf = (table: Element) => elementsOf(table).filter((element) => element.tagName === 'tr')
const cellsOf = (row: Element) => row.children.filter((child): child is Element => child.type === 'element')

const body = ['| **Attack** | How it *works* | The `control` |', '| --- | :-: | ---: |', '| Fake SMS | A message | Check the till |', '| SIM swap | A new SIM |', ''].join('\n')

describe('a table\'s cells, for a phone', () => {
  for (const format of ['md', 'mdx'] as const) {
    it(`gives each body cell its column's heading as the reader sees it, and every part its role (.${format})`, () => {
      const [table] = tablesOf(body, format)
      expect(table!.properties.role).toBe('table')
      expect(table!.children.filter((child): child is Element => child.type === 'element').map((group) => [group.tagName, group.properties.role])).toEqual([
        ['thead', 'rowgroup'],
        ['tbody', 'rowgroup'],
      ])
      const [header, ...rows] = rowsOf(table!)
      expect(cellsOf(header!).map((cell) => [cell.tagName, cell.properties.role, cell.properties.dataLabel])).toEqual([
        ['th', 'columnheader', undefined],
        ['th', 'columnheader', undefined],
        ['th', 'columnheader', undefined],
      ])
      for (const row of rows) expect(row.properties.role).toBe('row')
      expect(rows.map((row) => cellsOf(row).map((cell) => [cell.tagName, cell.properties.role, cell.properties.dataLabel]))).toEqual([
        [
          ['td', 'cell', 'Attack'],
          ['td', 'cell', 'How it works'],
          ['td', 'cell', 'The control'],
        ],
        // a row short of cells is filled by GFM; the filler is a cell of its column too
        [
          ['td', 'cell', 'Attack'],
          ['td', 'cell', 'How it works'],
          ['td', 'cell', 'The control'],
        ],
      ])
      // the alignment the writer chose stays
      expect(cellsOf(rows[0]!).map((cell) => cell.properties.align)).toEqual([undefined, 'center', 'right'])
    })
  }

  it('labels a table inside a component, and gives no label under an empty heading', () => {
    const [table] = tablesOf(['<Callout>', '', '|  | Fee |', '| --- | --- |', '| Small | KES 4,000 |', '', '</Callout>', ''].join('\n'), 'mdx')
    const [, row] = rowsOf(table!)
    expect(cellsOf(row!).map((cell) => cell.properties.dataLabel)).toEqual([undefined, 'Fee'])
  })
})
