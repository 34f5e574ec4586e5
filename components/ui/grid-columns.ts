import { theme } from '../theme'
/**
 * How many columns a card grid uses for n cards, so that no card is left alone on the last row when that
 * can be avoided. Pure arithmetic; components/ui/Grid.tsx turns it into CSS per breakpoint.
 */
export type ColumnPlan = { columns: number; /** the first card spans the whole first row */ featureFirst: boolean }

/** Width of the content at the lower edge of each breakpoint (Container's padding off), in px. */
export const CONTENT_WIDTHS = { base: 328, sm: 448, md: 704, lg: 960, xl: 1136 } as const

/** Columns of at least `min` px (gap between) that fit in `width`; one more when cards stay at least 80 % as wide. */
export function columnRange(width: number, min: number, gap: number): { max: number; stretch: number } {
  const max = Math.max(1, Math.floor((width + gap) / (min + gap)))
  const stretched = (width - max * gap) / (max + 1)
  return { max, stretch: stretched >= 0.8 * min ? max + 1 : max }
}

export function planColumns(count: number, width: number, min: number, gap: number): ColumnPlan {
  const { max, stretch } = columnRange(width, min, gap)
  if (count <= 1 || max <= 1) return { columns: 1, featureFirst: false }
  if (count <= stretch) return { columns: Math.min(count, stretch), featureFirst: false }
  const candidates = Array.from({ length: stretch - 1 }, (_, i) => stretch - i)
  const even = candidates.find((c) => count % c === 0 && c >= max)
  if (even) return { columns: even, featureFirst: false }
  const noLoneCard = candidates.find((c) => count % c !== 1)
  if (noLoneCard) return { columns: fillsRows(count, noLoneCard) ? noLoneCard - 1 : noLoneCard, featureFirst: false }
  return { columns: max, featureFirst: true }
}

/**
 * Whether one column fewer than `columns` fills every row when `columns` would leave the last row half empty or
 * more: six process steps read as two rows of three, not four and two.
 */
const fillsRows = (count: number, columns: number) => columns > 2 && count % columns <= columns / 2 && count % (columns - 1) === 0

const REM = 16
const MAX_COUNTED = 12

/** The grid's cards: its children, or the children of a Stagger (display: contents) inside it. */
const nth = (n: number) => `> :nth-child(${n}):last-child, > [data-stagger] > :nth-child(${n}):last-child`

const key = (plan: ColumnPlan) => `${plan.columns}${plan.featureFirst ? '+' : ''}`

/**
 * CSS for a card grid: per breakpoint, as many columns as fit at `min` wide; then, by the number of cards
 * (read by :has, so callers pass nothing), the column count that leaves no lone card on the last row when
 * another count avoids it (planColumns). `maxWidth` (px): the grid's own cap, when narrower than the page. A count's rule outranks the breakpoint's plain rule, so once a
 * count has a rule, every later breakpoint restates it.
 */
export function balancedColumns(min: string, gap: string, maxWidth = Infinity): string {
  const asked = `${min} ${gap} ${maxWidth}`
  let css = columnsCss.get(asked)
  if (css === undefined) columnsCss.set(asked, (css = columnsFor(min, gap, maxWidth)))
  return css
}

/** balancedColumns' CSS by its arguments: a grid's styles ask for it on every render of every page (a few sizes in all). */
const columnsCss = new Map<string, string>()

function columnsFor(min: string, gap: string, maxWidth: number): string {
  const minPx = parseFloat(min) * REM
  const gapPx = parseFloat(gap) * REM
  const breakpoints = [
    ['', CONTENT_WIDTHS.base],
    [theme.mq.sm, CONTENT_WIDTHS.sm],
    [theme.mq.md, CONTENT_WIDTHS.md],
    [theme.mq.lg, CONTENT_WIDTHS.lg],
    [theme.mq.xl, CONTENT_WIDTHS.xl],
  ] as const
  const css: string[] = []
  const ruled = new Set<number>()
  let featured = false
  let previous = ''
  for (const [query, screenWidth] of breakpoints) {
    const width = Math.min(screenWidth, maxWidth)
    const many: ColumnPlan = { columns: columnRange(width, minPx, gapPx).max, featureFirst: false }
    const plans = Array.from({ length: MAX_COUNTED + 1 }, (_, n) => planColumns(n, width, minPx, gapPx))
    const signature = [key(many), ...plans.slice(2).map(key)].join()
    if (signature === previous) continue
    previous = signature
    const rules = [`grid-template-columns: repeat(${many.columns}, minmax(0, 1fr));`]
    for (let n = 2; n <= MAX_COUNTED; n++) {
      const plan = plans[n]!
      if (!ruled.has(n) && key(plan) === key(many)) continue
      ruled.add(n)
      featured ||= plan.featureFirst
      const span = featured ? ` & > :first-child, & > [data-stagger] > :first-child { grid-column: ${plan.featureFirst ? '1 / -1' : 'auto'}; }` : ''
      rules.push(`&:has(${nth(n)}) { grid-template-columns: repeat(${plan.columns}, minmax(0, 1fr));${span} }`)
    }
    css.push(query ? `${query} { ${rules.join(' ')} }` : rules.join(' '))
  }
  return css.join('\n')
}
