import { rememberReads } from './read-tracking'

type WithSlug = { slug: string }

/** One index per list (the loader builds each list once per content load and never changes it). */
const indexes = new WeakMap<readonly WithSlug[], { value: Map<string, WithSlug>; reads: string[] }>()

/** The entry of `entries` with this slug: a map lookup, so a thousand post pages do not scan the list each. */
export function bySlug<T extends WithSlug>(entries: readonly T[], slug: string | undefined): T | undefined {
  const index = rememberReads(indexes, entries, () => new Map(entries.map((entry) => [entry.slug, entry])))
  return slug === undefined ? undefined : (index.get(slug) as T | undefined)
}
