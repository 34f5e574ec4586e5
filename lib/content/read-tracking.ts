/**
 * What content each prerendered page reads, so that a later build renders again only the pages whose reads
 * changed (scripts/lib/page-reads.ts). A prerender worker turns tracking on; getContent() then hands out each
 * edition behind proxies that note every read made while a page renders:
 *   - a field of an entry (its kind, language and slug), or every entry's field at once when the page read it
 *     of more than COLUMN_AFTER entries of a kind (a list, the related posts' index);
 *   - a kind's list itself (which entries, in which order), at any use of it: a length, an index, a search;
 *   - a data file, whole; a property of the edition (its language, which data files it translates).
 * A page's output is a function of the code, the page's address, the day and what it read: when each value
 * it read is the same, its HTML is the same. Values worked out once per process from content and kept
 * (an index of a list) must be kept with `rememberReads`, which hands the reads that made them to every
 * page that uses them.
 */
import { createHash } from 'node:crypto'
import v8 from 'node:v8'
import type { Content } from './loader'

const SEP = '\u0000'
/** Reads of one field of more entries of a kind than this count as one read of that field of every entry. */
export const COLUMN_AFTER = 16

type Tracker = { on: boolean; current: Set<string> | undefined; start(): void; finish(): string[] }

/**
 * On globalThis: the prerender worker (plain JavaScript, outside the server build) turns it on and takes each
 * page's reads; the server build's copy of this module records them.
 */
const tracker: Tracker = ((globalThis as { kileleReads?: Tracker }).kileleReads ??= {
  on: (globalThis as { kileleTrackReads?: boolean }).kileleTrackReads === true,
  current: undefined,
  start() {
    this.current = new Set()
  },
  finish() {
    const reads = this.current ?? new Set<string>()
    this.current = undefined
    return collapse(reads)
  },
})

const record = (key: string) => tracker.current?.add(key)

export const readKey = {
  entry: (lang: string, kind: string, slug: string, field: string) => ['entry', lang, kind, slug, field].join(SEP),
  entryKeys: (lang: string, kind: string, slug: string) => ['keys', lang, kind, slug].join(SEP),
  column: (lang: string, kind: string, field: string) => ['column', lang, kind, field].join(SEP),
  list: (lang: string, kind: string) => ['list', lang, kind].join(SEP),
  data: (lang: string, file: string) => ['data', lang, file].join(SEP),
  edition: (lang: string, prop: string) => ['edition', lang, prop].join(SEP),
}

/** A page's reads, with the field reads of many entries of a kind made one read of that field of all. */
export function collapse(reads: Iterable<string>): string[] {
  const out: string[] = []
  const byColumn = new Map<string, string[]>()
  for (const key of reads) {
    if (!key.startsWith(`entry${SEP}`)) {
      out.push(key)
      continue
    }
    const [, lang, kind, , field] = key.split(SEP)
    const column = readKey.column(lang!, kind!, field!)
    const keys = byColumn.get(column)
    if (keys) keys.push(key)
    else byColumn.set(column, [key])
  }
  for (const [column, keys] of byColumn) {
    if (keys.length > COLUMN_AFTER) out.push(column)
    else out.push(...keys)
  }
  return [...new Set(out)].sort()
}

/**
 * Each object's proxies, by the path it was reached by (its language, its kind): an object shared by two
 * editions (a data file the Swahili edition takes from the English one) is read as each edition's own, so a
 * later translation of it is a change to the Swahili pages' reads.
 */
const proxies = new WeakMap<object, Map<string, object>>()

function once<T extends object>(target: T, path: string, make: () => T): T {
  let byPath = proxies.get(target)
  if (!byPath) proxies.set(target, (byPath = new Map()))
  let proxy = byPath.get(path) as T | undefined
  if (!proxy) byPath.set(path, (proxy = make()))
  return proxy
}

/** Traps that note `keyOf(prop)` for each property looked at, and `allKeys` when the properties are listed. */
function notingTraps<T extends object>(keyOf: (prop: string) => string, allKeys: string): ProxyHandler<T> {
  return {
    get(target, prop) {
      if (typeof prop === 'string') record(keyOf(prop))
      return Reflect.get(target, prop)
    },
    has(target, prop) {
      if (typeof prop === 'string') record(keyOf(prop))
      return Reflect.has(target, prop)
    },
    getOwnPropertyDescriptor(target, prop) {
      if (typeof prop === 'string') record(keyOf(prop))
      return Reflect.getOwnPropertyDescriptor(target, prop)
    },
    ownKeys(target) {
      record(allKeys)
      return Reflect.ownKeys(target)
    },
  }
}

function trackedEntry<T extends object>(entry: T, lang: string, kind: string): T {
  return once(entry, `${lang}${SEP}${kind}`, () => {
    const slug = String((entry as { slug?: unknown }).slug)
    const base = readKey.entry(lang, kind, slug, '')
    return new Proxy(entry, notingTraps((prop) => base + prop, readKey.entryKeys(lang, kind, slug)))
  })
}

const isIndex = (prop: string) => /^(0|[1-9]\d*)$/.test(prop)

function trackedList<T extends object>(list: T[], lang: string, kind: string): T[] {
  return once(list, `${lang}${SEP}${kind}`, () => {
    const key = readKey.list(lang, kind)
    return new Proxy(list, {
      get(target, prop) {
        record(key)
        const value = Reflect.get(target, prop)
        return typeof prop === 'string' && isIndex(prop) && typeof value === 'object' && value !== null ? trackedEntry(value, lang, kind) : value
      },
      has(target, prop) {
        record(key)
        return Reflect.has(target, prop)
      },
      getOwnPropertyDescriptor(target, prop) {
        record(key)
        const descriptor = Reflect.getOwnPropertyDescriptor(target, prop)
        if (descriptor && typeof prop === 'string' && isIndex(prop) && typeof descriptor.value === 'object' && descriptor.value !== null)
          return { ...descriptor, value: trackedEntry(descriptor.value as object, lang, kind) }
        return descriptor
      },
      ownKeys(target) {
        record(key)
        return Reflect.ownKeys(target)
      },
    })
  })
}

function trackedData<T extends object>(data: T, lang: string): T {
  return once(data, lang, () => new Proxy(data, notingTraps((prop) => readKey.data(lang, prop), readKey.edition(lang, 'data'))))
}

/** The edition as pages read it: behind the proxies when the process tracks reads, else itself. */
export function trackedEdition(edition: Content): Content {
  if (!tracker.on) return edition
  const lang = edition.lang
  return once(edition, lang, () =>
    new Proxy(edition, {
      ...notingTraps<Content>((prop) => readKey.edition(lang, prop), readKey.edition(lang, '*')),
      get(target, prop) {
        const value = Reflect.get(target, prop)
        if (typeof prop !== 'string') return value
        if (prop === 'data') return trackedData(value as object, lang)
        if (Array.isArray(value)) return trackedList(value as object[], lang, prop)
        record(readKey.edition(lang, prop))
        return value
      },
    }),
  )
}

/**
 * `compute()` once per `key` (a list, an edition), kept in `memo` with the reads that made it: each later page
 * that uses the value is given those reads too, as if it had worked the value out itself.
 */
export function rememberReads<K extends object, V>(memo: WeakMap<K, { value: V; reads: string[] }>, key: K, compute: () => V): V {
  const known = memo.get(key)
  if (known) {
    if (tracker.current) for (const read of known.reads) tracker.current.add(read)
    return known.value
  }
  const outer = tracker.current
  tracker.current = new Set()
  let reads: string[]
  let value: V
  try {
    value = compute()
  } finally {
    reads = collapse(tracker.current)
    tracker.current = outer
  }
  if (outer) for (const read of reads) outer.add(read)
  memo.set(key, { value, reads })
  return value
}

const AMBIGUOUS = Symbol('two entries of one slug')

const digest = (value: unknown): string => {
  try {
    return createHash('sha1').update(v8.serialize(value)).digest('base64')
  } catch {
    // a value that cannot be written out (none in content) is never the same: its pages are rendered again
    return `unhashable:${Math.random()}`
  }
}

/**
 * Each read's value in `editions` (the build's content, not behind proxies), as a short hash: what a later
 * build compares. Worked out once per key; a key that no longer names anything has its own value ("gone").
 */
export function readValues(editions: Record<string, Content>): (key: string) => string {
  const values = new Map<string, string>()
  const entries = new Map<string, Map<string, Record<string, unknown> | typeof AMBIGUOUS>>()
  const entryOf = (lang: string, kind: string, slug: string) => {
    let bySlug = entries.get(`${lang}${SEP}${kind}`)
    if (!bySlug) {
      const list = (editions[lang] as Record<string, unknown> | undefined)?.[kind]
      bySlug = new Map()
      // two entries of one slug (the loader refuses them) name no one entry: nothing read of them is the same
      for (const entry of Array.isArray(list) ? (list as Record<string, unknown>[]) : []) bySlug.set(String(entry.slug), bySlug.has(String(entry.slug)) ? AMBIGUOUS : entry)
      entries.set(`${lang}${SEP}${kind}`, bySlug)
    }
    return bySlug.get(slug)
  }
  const valueOf = (key: string): unknown => {
    const [type, lang = '', a = '', b = '', c = ''] = key.split(SEP)
    const edition = editions[lang] as Record<string, unknown> | undefined
    if (!edition) return 'gone'
    switch (type) {
      case 'entry': {
        const entry = entryOf(lang, a, b)
        return entry === AMBIGUOUS ? `ambiguous:${Math.random()}` : entry ? [Object.hasOwn(entry, c), entry[c]] : 'gone'
      }
      case 'keys': {
        const entry = entryOf(lang, a, b)
        return entry === AMBIGUOUS ? `ambiguous:${Math.random()}` : entry ? Object.keys(entry) : 'gone'
      }
      case 'column': {
        const list = edition[a]
        return Array.isArray(list) ? list.map((entry: Record<string, unknown>) => [entry.slug, Object.hasOwn(entry, b), entry[b]]) : 'gone'
      }
      case 'list': {
        const list = edition[a]
        return Array.isArray(list) ? list.map((entry: Record<string, unknown>) => entry.slug) : 'gone'
      }
      case 'data': {
        const data = edition.data as Record<string, unknown>
        return [Object.hasOwn(data, a), data[a]]
      }
      case 'edition':
        return a === '*' ? Object.keys(edition) : a === 'data' ? Object.keys(edition.data as object) : [Object.hasOwn(edition, a), edition[a]]
      default:
        return `unknown:${Math.random()}`
    }
  }
  return (key) => {
    let value = values.get(key)
    if (value === undefined) values.set(key, (value = digest(valueOf(key))))
    return value
  }
}
