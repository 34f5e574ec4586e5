import { bySlug, countOf } from './by-slug'
import type { Content } from './loader'
import { entryIdentity, listIdentity, recordDerived, rememberReads, untracked } from './read-tracking'

type Dated = { slug: string; category: string; date: string }

type Index<P> = { newest: P[]; byCategory: Map<string, P[]> }

/** One index per list of posts (the loader's list is built once per content load and never changed). */
const indexes = new WeakMap<readonly Dated[], { value: Index<Dated>; reads: string[] }>()

function indexOf<P extends Dated>(all: readonly P[]): Index<P> {
  return rememberReads(indexes, all, () => {
    // Array sort is stable: posts of the same date keep their order in `all`.
    const newest = [...all].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1))
    const byCategory = new Map<string, P[]>()
    for (const post of newest) {
      const list = byCategory.get(post.category)
      if (list) list.push(post)
      else byCategory.set(post.category, [post])
    }
    return { newest, byCategory } as Index<Dated>
  }) as Index<P>
}

/** The first `count` items of `list` that `keep` accepts. */
function take<P>(list: readonly P[], count: number, keep: (item: P) => boolean): P[] {
  const out: P[] = []
  for (let i = 0; i < list.length && out.length < count; i++) if (keep(list[i] as P)) out.push(list[i] as P)
  return out
}

/**
 * Posts related to `post`: the newest of its category first, then the newest others. The list is
 * indexed once (sorted and grouped), so a build of a thousand post pages does not scan it a thousand times.
 * A page that shows the related posts of an entry of the list depends on which posts they are (what it then
 * reads of them is noted as it reads it), not on every post's date and category: a post added in another
 * category leaves its page as it was.
 */
export function relatedPosts<P extends Dated>(post: P, all: readonly P[], count = 2): P[] {
  const list = listIdentity(all)
  const entry = entryIdentity(post)
  if (list && entry && entry.lang === list.lang && entry.kind === list.kind) {
    recordDerived('related', list.lang, list.kind, entry.slug, String(count))
    return untracked(() => related(post, all, count))
  }
  return related(post, all, count)
}

function related<P extends Dated>(post: P, all: readonly P[], count: number): P[] {
  const { newest, byCategory } = indexOf(all)
  const same = take(byCategory.get(post.category) ?? [], count, (p) => p.slug !== post.slug)
  if (same.length === count) return same
  return [...same, ...take(newest, count - same.length, (p) => p.slug !== post.slug && p.category !== post.category)]
}

/** The fact `relatedPosts` notes: the slugs of the related posts of the entry of that slug, worked out again. */
export const relatedReads = {
  related: (editions: Record<string, Content>, lang: string, kind: string, slug: string, count: string) => {
    const all = (editions[lang] as unknown as Record<string, Dated[] | undefined> | undefined)?.[kind] ?? []
    // a slug two entries share names neither
    return countOf(all, slug) === 1 ? related(bySlug(all, slug)!, all, Number(count)).map((entry) => entry.slug) : `no one entry: ${Math.random()}`
  },
}
