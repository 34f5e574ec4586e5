type WithSlug = { slug: string }

/** One index per list (the loader builds each list once per content load and never changes it). */
const indexes = new WeakMap<readonly WithSlug[], Map<string, WithSlug>>()

/** The entry of `entries` with this slug: a map lookup, so a thousand post pages do not scan the list each. */
export function bySlug<T extends WithSlug>(entries: readonly T[], slug: string | undefined): T | undefined {
  let index = indexes.get(entries)
  if (!index) {
    index = new Map(entries.map((entry) => [entry.slug, entry]))
    indexes.set(entries, index)
  }
  return slug === undefined ? undefined : (index.get(slug) as T | undefined)
}
