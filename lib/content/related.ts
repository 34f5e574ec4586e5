/** Posts related to `post`: same category first, then the newest others. */
export function relatedPosts<P extends { slug: string; category: string; date: string }>(post: P, all: P[], count = 2): P[] {
  const others = all.filter((p) => p.slug !== post.slug)
  const newest = (a: P, b: P) => b.date.localeCompare(a.date)
  const same = others.filter((p) => p.category === post.category).sort(newest)
  const rest = others.filter((p) => p.category !== post.category).sort(newest)
  return [...same, ...rest].slice(0, count)
}
