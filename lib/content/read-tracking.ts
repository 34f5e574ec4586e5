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
import { createHash, hash as hashOnce } from 'node:crypto'
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
  derived: (name: string, args: string[]) => ['derived', name, ...args].join(SEP),
  entry: (lang: string, kind: string, slug: string, field: string) => ['entry', lang, kind, slug, field].join(SEP),
  entryKeys: (lang: string, kind: string, slug: string) => ['keys', lang, kind, slug].join(SEP),
  column: (lang: string, kind: string, field: string) => ['column', lang, kind, field].join(SEP),
  list: (lang: string, kind: string) => ['list', lang, kind].join(SEP),
  data: (lang: string, file: string) => ['data', lang, file].join(SEP),
  edition: (lang: string, prop: string) => ['edition', lang, prop].join(SEP),
}

const ENTRY = `entry${SEP}`

/**
 * The column an entry's read belongs to: `readKey.column(lang, kind, field)` of `readKey.entry(lang, kind, slug,
 * field)`, cut from the key's places instead of split and joined (a list page makes thousands of reads).
 */
function columnOf(key: string): string {
  const kindEnd = key.indexOf(SEP, key.indexOf(SEP, ENTRY.length) + 1)
  const slugEnd = kindEnd === -1 ? -1 : key.indexOf(SEP, kindEnd + 1)
  if (slugEnd === -1) {
    const [, lang, kind, , field] = key.split(SEP)
    return readKey.column(lang!, kind!, field!)
  }
  const fieldEnd = key.indexOf(SEP, slugEnd + 1)
  return `column${key.slice(ENTRY.length - 1, kindEnd)}${SEP}${key.slice(slugEnd + 1, fieldEnd === -1 ? undefined : fieldEnd)}`
}

/** A page's reads, with the field reads of many entries of a kind made one read of that field of all. */
export function collapse(reads: Iterable<string>): string[] {
  const out: string[] = []
  const byColumn = new Map<string, string[]>()
  for (const key of reads) {
    if (!key.startsWith(ENTRY)) {
      out.push(key)
      continue
    }
    const column = columnOf(key)
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

/** What a tracked list or entry is (its language, kind and slug), read without noting a read. */
const IDENTITY = Symbol('tracked content')
export type ListIdentity = { lang: string; kind: string }
export type EntryIdentity = ListIdentity & { slug: string }

function once<T extends object>(target: T, path: string, make: () => T): T {
  let byPath = proxies.get(target)
  if (!byPath) proxies.set(target, (byPath = new Map()))
  let proxy = byPath.get(path) as T | undefined
  if (!proxy) byPath.set(path, (proxy = make()))
  return proxy
}

/**
 * `keyOf` kept by property: a read key made once per property instead of at each read, so noting a read adds a
 * string whose hash V8 already holds (a list page notes thousands).
 */
function keptKeys(keyOf: (prop: string) => string): (prop: string) => string {
  const keys = new Map<string, string>()
  return (prop) => {
    let key = keys.get(prop)
    if (key === undefined) keys.set(prop, (key = keyOf(prop)))
    return key
  }
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
    const identity: EntryIdentity = { lang, kind, slug }
    const traps = notingTraps<T>(keptKeys((prop) => base + prop), readKey.entryKeys(lang, kind, slug))
    return new Proxy(entry, { ...traps, get: (target, prop, receiver) => (prop === IDENTITY ? identity : traps.get!(target, prop, receiver)) })
  })
}

const isIndex = (prop: string) => /^(0|[1-9]\d*)$/.test(prop)

function trackedList<T extends object>(list: T[], lang: string, kind: string): T[] {
  return once(list, `${lang}${SEP}${kind}`, () => {
    const key = readKey.list(lang, kind)
    const identity: ListIdentity = { lang, kind }
    return new Proxy(list, {
      get(target, prop) {
        if (prop === IDENTITY) return identity
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
  return once(data, lang, () => new Proxy(data, notingTraps(keptKeys((prop) => readKey.data(lang, prop)), readKey.edition(lang, 'data'))))
}

/** The edition as pages read it: behind the proxies when the process tracks reads, else itself. */
export function trackedEdition(edition: Content): Content {
  if (!tracker.on) return edition
  const lang = edition.lang
  return once(edition, lang, () => {
    const editionKey = keptKeys((prop) => readKey.edition(lang, prop))
    return new Proxy(edition, {
      ...notingTraps<Content>(editionKey, readKey.edition(lang, '*')),
      get(target, prop) {
        const value = Reflect.get(target, prop)
        if (typeof prop !== 'string') return value
        if (prop === 'data') return trackedData(value as object, lang)
        if (Array.isArray(value)) return trackedList(value as object[], lang, prop)
        record(editionKey(prop))
        return value
      },
    })
  })
}

/** The language and kind of a list getContent() handed out while tracking, else undefined. */
export const listIdentity = (list: readonly unknown[]): ListIdentity | undefined => (list as unknown as Record<symbol, ListIdentity | undefined>)[IDENTITY]

/** The language, kind and slug of an entry of such a list, else undefined. */
export const entryIdentity = (entry: object): EntryIdentity | undefined => (entry as Record<symbol, EntryIdentity | undefined>)[IDENTITY]

/**
 * A fact worked out from content, noted as the page's read instead of everything it was worked out from
 * (whether a route exists, which posts are a post's related ones). `readValues` works it out again from the
 * build's content with the function of the same name in `derived` (lib/derived-reads.ts), so that function
 * must give the fact from those arguments alone.
 */
export function recordDerived(name: string, ...args: string[]): void {
  record(readKey.derived(name, args))
}

/** `compute()` without noting its reads: for a value whose page notes the fact it gives (`recordDerived`). */
export function untracked<T>(compute: () => T): T {
  const outer = tracker.current
  tracker.current = undefined
  try {
    return compute()
  } finally {
    tracker.current = outer
  }
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

/**
 * A value written out the same way whenever it is the same: strings as their length and characters (v8.serialize
 * was not: it writes a string as one or two bytes a character as V8 happens to hold it, so equal titles hashed
 * differently; JSON, which escapes every character of every body, took a third of a one-post rebuild's comparison
 * of reads), objects with their keys in order, sets, maps and dates marked. A function or a symbol has no value
 * that can be the same in another build: its reads are never the same.
 */
function writeOut(value: unknown, out: (text: string) => void): void {
  // the length first, so that no string can run into what follows it
  if (typeof value === 'string') return (out(`${value.length}"`), out(value))
  if (typeof value === 'number') return out(Object.is(value, -0) ? '-0' : String(value))
  if (typeof value === 'boolean' || value === null || value === undefined) return out(String(value))
  if (typeof value === 'bigint') return out(`${value}n`)
  if (typeof value !== 'object') throw new Error(`a ${typeof value} has no value to compare`)
  if (Array.isArray(value)) {
    out('[')
    for (const item of value) (writeOut(item, out), out(','))
    return out(']')
  }
  if (value instanceof Date) return out(`Date(${value.getTime()})`)
  if (value instanceof Set) return (out('Set'), writeOut([...value], out))
  if (value instanceof Map) return (out('Map'), writeOut([...value], out))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) throw new Error('an object of a class has no value to compare')
  out('{')
  for (const [key, item] of Object.entries(value)) (writeOut(key, out), out(':'), writeOut(item, out), out(','))
  out('}')
}

const digest = (value: unknown): string => {
  let hash: ReturnType<typeof createHash> | undefined
  // written to the hash in pieces of about 64 KB: a call a token was most of the time at 10,000 posts
  let pending: string[] = []
  let size = 0
  const out = (text: string) => {
    pending.push(text)
    size += text.length
    if (size > 65_536) {
      ;(hash ??= createHash('sha1')).update(pending.join(''))
      pending = []
      size = 0
    }
  }
  try {
    writeOut(value, out)
    // most values are a few words: hashed in one call, without a Hash object (a third of the time)
    if (!hash) return hashOnce('sha1', pending.join(''), 'base64')
    hash.update(pending.join(''))
    return hash.digest('base64')
  } catch {
    // a value that cannot be written out (none in content) is never the same: its pages are rendered again
    return `unhashable:${Math.random()}`
  }
}

/** How each fact noted with `recordDerived` is worked out from the build's content and the noted arguments. */
export type DerivedReads = Record<string, (editions: Record<string, Content>, ...args: string[]) => unknown>

/**
 * Each read's value in `editions` (the build's content, not behind proxies), as a short hash: what a later
 * build compares. Worked out once per key; a key that no longer names anything has its own value ("gone").
 */
export function readValues(editions: Record<string, Content>, derived: DerivedReads = {}): (key: string) => string {
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
    if (type === 'derived') {
      const [, name = '', ...args] = key.split(SEP)
      try {
        return Object.hasOwn(derived, name) ? derived[name]!(editions, ...args) : `unknown:${Math.random()}`
      } catch {
        return `failed:${Math.random()}`
      }
    }
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
