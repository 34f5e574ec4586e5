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

/** One alternated pair of cold builds: ours and the anchor's seconds, one right after the other. */
export type Pair = { ours: number; theirs: number }

/**
 * What alternated pairs say about ours against the anchor on a machine whose speed drifts from minute to minute: each
 * pair's ratio (both builds met about the same machine), how many pairs ours won, the geometric mean of the ratios
 * with its 90% confidence interval (Student's t on the logarithms), and the one-sided sign test's p: the chance of
 * ours winning at least that many pairs if neither were faster.
 */
export type PairedComparison = { n: number; ratios: number[]; faster: number; geometricMean: number; low: number; high: number; signP: number }

/** Student's t at 95% one-sided (a 90% two-sided interval) for 1 to 30 degrees of freedom; 30's beyond, a little wide. */
const T_95 = [6.314, 2.92, 2.353, 2.132, 2.015, 1.943, 1.895, 1.86, 1.833, 1.812, 1.796, 1.782, 1.771, 1.761, 1.753, 1.746, 1.74, 1.734, 1.729, 1.725, 1.721, 1.717, 1.714, 1.711, 1.708, 1.706, 1.703, 1.701, 1.699, 1.697]

/** P(X >= k) for X binomial with n trials of one half. */
function binomialTail(n: number, k: number): number {
  let term = 0.5 ** n
  let tail = k <= 0 ? term : 0
  for (let i = 1; i <= n; i++) {
    term *= (n - i + 1) / i
    if (i >= k) tail += term
  }
  return Math.min(1, tail)
}

export function pairedComparison(pairs: readonly Pair[]): PairedComparison {
  // a pair with a missing or failed build (NaN, 0) has no ratio
  const ratios = pairs.filter(({ ours, theirs }) => ours > 0 && theirs > 0).map(({ ours, theirs }) => ratio(ours, theirs))
  const n = ratios.length
  if (!n) return { n, ratios, faster: 0, geometricMean: NaN, low: NaN, high: NaN, signP: NaN }
  const logs = ratios.map(Math.log)
  const mean = logs.reduce((sum, value) => sum + value, 0) / n
  const spread = n > 1 ? (T_95[Math.min(n - 1, T_95.length) - 1]! * Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1))) / Math.sqrt(n) : NaN
  const faster = ratios.filter((value) => value < 1).length
  return { n, ratios, faster, geometricMean: Math.exp(mean), low: Math.exp(mean - spread), high: Math.exp(mean + spread), signP: binomialTail(n, faster) }
}
