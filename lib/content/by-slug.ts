import type { Content } from './loader'
import { listIdentity, recordDerived, rememberReads, untracked } from './read-tracking'

type WithSlug = { slug: string }

/** One index per list (the loader builds each list once per content load and never changes it). */
const indexes = new WeakMap<readonly WithSlug[], { value: Map<string, WithSlug>; reads: string[] }>()

/**
 * The entry of `entries` with this slug: a map lookup, so a thousand post pages do not scan the list each. A
 * page that looks up a slug in a kind's list depends on whether the slug is there (what it then reads of the
 * entry is noted as it reads it), not on every other entry: another post added leaves the other posts' pages
 * as they were.
 */
export function bySlug<T extends WithSlug>(entries: readonly T[], slug: string | undefined): T | undefined {
  if (slug === undefined) return undefined
  const list = listIdentity(entries)
  if (list) recordDerived('slug', list.lang, list.kind, slug)
  const build = () => new Map(entries.map((entry) => [entry.slug, entry]))
  const index = list ? untracked(() => rememberReads(indexes, entries, build)) : rememberReads(indexes, entries, build)
  return index.get(slug) as T | undefined
}

/** How many entries of `list` have `slug` (each list's slugs counted once). */
const slugCounts = new WeakMap<readonly WithSlug[], Map<string, number>>()
export function countOf(list: readonly WithSlug[], slug: string): number {
  let counts = slugCounts.get(list)
  if (!counts) {
    counts = new Map()
    for (const entry of list) counts.set(entry.slug, (counts.get(entry.slug) ?? 0) + 1)
    slugCounts.set(list, counts)
  }
  return counts.get(slug) ?? 0
}

/** The fact `bySlug` notes: how many entries of the kind in that language have the slug (one, or none). */
export const slugReads = {
  slug: (editions: Record<string, Content>, lang: string, kind: string, slug: string) =>
    countOf((editions[lang] as unknown as Record<string, WithSlug[] | undefined> | undefined)?.[kind] ?? [], slug),
}
