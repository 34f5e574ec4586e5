/** Reading Lighthouse JSON reports (lhr) and folding several runs of a route into one row of medians. */

type Category = { score: number | null }
type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
export type LighthouseResult = {
  requestedUrl: string
  runtimeError?: { code: string; message: string }
  categories: Record<string, Category>
  audits: Record<string, Audit>
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Row = { route: string; scores: Record<(typeof CATEGORIES)[number], number>; lcpMs: number; cls: number; tbtMs: number; fcpMs: number; failing: string[] }

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const SKIPPED_MODES = new Set(['informative', 'manual', 'notApplicable', 'error'])

/** Audits that cost points in a run, by id. */
export function failingAudits(result: LighthouseResult): string[] {
  return Object.values(result.audits)
    .filter((a) => a.score !== null && a.score < 1 && !SKIPPED_MODES.has(a.scoreDisplayMode) && !(a.scoreDisplayMode === 'metricSavings' && a.score >= 0.9))
    .map((a) => `${a.id} (${a.score})`)
}

export function summarise(route: string, runs: LighthouseResult[]): Row {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(median(runs.map((r) => (r.categories[c]?.score ?? 0) * 100)))])) as Row['scores']
  const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.NaN))
  const failing = [...new Set(runs.flatMap(failingAudits))].sort()
  return { route, scores, lcpMs: metric('largest-contentful-paint'), cls: metric('cumulative-layout-shift'), tbtMs: metric('total-blocking-time'), fcpMs: metric('first-contentful-paint'), failing }
}

export function lighthouseTable(rows: Row[], runs: number): string {
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']
  const body = rows.map((r) => [
    r.route,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    String(Math.round(r.fcpMs)),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
  ])
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => (row[i] as string).length)))
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join('  ')
  const notes = rows.filter((r) => r.failing.length).map((r) => `  ${r.route}: ${r.failing.join(', ')}`)
  return [
    `Lighthouse (mobile preset, simulated throttling), median of ${runs} run(s) per route`,
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    ...(notes.length ? ['', 'audits below 1 in at least one run:', ...notes] : []),
  ].join('\n')
}
