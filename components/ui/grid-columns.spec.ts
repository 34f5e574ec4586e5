import { describe, expect, it } from 'vitest'
import { CONTENT_WIDTHS, planColumns } from './grid-columns'

const rem = 16
const gap = 24
const lastRow = (count: number, plan: { columns: number; featureFirst: boolean }) => {
  const rest = plan.featureFirst ? count - 1 : count
  return rest % plan.columns || plan.columns
}

describe('planColumns', () => {
  it('never leaves a lone card on the last row of a multi-column grid, for 2 to 12 cards at every breakpoint', () => {
    for (const min of [10, 14, 15, 18, 19, 20, 24]) for (const width of Object.values(CONTENT_WIDTHS)) for (let count = 2; count <= 12; count++) {
      const plan = planColumns(count, width, min * rem, gap)
      if (plan.columns > 1 && count > 1) expect(lastRow(count, plan), `${count} cards of ${min}rem in ${width}px: ${JSON.stringify(plan)}`).toBeGreaterThan(1)
    }
  })

  it('fills a wide row instead of stranding a card: 7 services in 4 columns, 5 steps in one row, 5 reasons in 3 at 768 px', () => {
    expect(planColumns(7, CONTENT_WIDTHS.xl, 19 * rem, gap)).toEqual({ columns: 4, featureFirst: false })
    expect(planColumns(5, CONTENT_WIDTHS.xl, 14 * rem, gap)).toEqual({ columns: 5, featureFirst: false })
    expect(planColumns(5, CONTENT_WIDTHS.md, 15 * rem, gap)).toEqual({ columns: 3, featureFirst: false })
    expect(planColumns(6, CONTENT_WIDTHS.xl, 18 * rem, gap)).toEqual({ columns: 3, featureFirst: false })
  })

  it('fills every row with one column fewer when the last row would be half empty or more: 6 steps as 3 + 3, not 4 + 2', () => {
    expect(planColumns(6, CONTENT_WIDTHS.xl, 14 * rem, 16)).toEqual({ columns: 3, featureFirst: false })
    expect(planColumns(6, CONTENT_WIDTHS.lg, 14 * rem, 16)).toEqual({ columns: 3, featureFirst: false })
    expect(planColumns(12, CONTENT_WIDTHS.xl, 14 * rem, 16)).toEqual({ columns: 4, featureFirst: false })
    // a last row more than half full stays: 5 reasons as 3 + 2, 7 services as 4 + 3
    expect(planColumns(5, CONTENT_WIDTHS.lg, 15 * rem, gap)).toEqual({ columns: 3, featureFirst: false })
    expect(planColumns(7, CONTENT_WIDTHS.xl, 19 * rem, gap)).toEqual({ columns: 4, featureFirst: false })
  })

  it('lets the first card span the row when no column count avoids a lone card (7 cards, room for 2)', () => {
    expect(planColumns(7, CONTENT_WIDTHS.md, 19 * rem, gap)).toEqual({ columns: 2, featureFirst: true })
  })

  it('keeps one column on a narrow phone', () => {
    expect(planColumns(5, CONTENT_WIDTHS.base, 18 * rem, gap)).toEqual({ columns: 1, featureFirst: false })
  })
})
