/** Small statistics for benchmark runs. */

export function median(list: readonly number[]): number {
  if (!list.length) return NaN
  const sorted = [...list].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** The best value of a metric: the lowest for times and memory, the highest for throughput. */
export function best(list: readonly number[], better: 'lower' | 'higher'): number {
  if (!list.length) return NaN
  return better === 'lower' ? Math.min(...list) : Math.max(...list)
}

/** a / b, or NaN when b is 0 or either is missing. */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : NaN
}
