/** Runs `run` on every item, at most `limit` at a time (the next starts as one ends); the results in the items' order. */
export async function mapAtMost<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await run(items[i]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
