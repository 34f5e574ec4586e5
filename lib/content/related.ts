/** Posts related to `post`: same category first, then the newest others. */
export function relatedPosts<P extends { slug: string; category: string; date: string }>(post: P, all: P[], count = 2): P[] {
  const same: P[] = []
  const rest: P[] = []
  for (const p of all) {
    if (p.slug === post.slug) continue
    keepNewest(p.category === post.category ? same : rest, p, count)
  }
  return [...same, ...rest].slice(0, count)
}

/**
 * Inserts `item` into `list` (newest first, at most `max` long), after any item of the same date: the
 * same result as a stable sort by date of every item, without sorting the whole list for every post.
 */
function keepNewest<P extends { date: string }>(list: P[], item: P, max: number): void {
  let at = list.length
  while (at > 0 && (list[at - 1] as P).date < item.date) at -= 1
  if (at >= max) return
  list.splice(at, 0, item)
  if (list.length > max) list.pop()
}
