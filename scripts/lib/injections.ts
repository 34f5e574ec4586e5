/**
 * What Vike's renderPage() adds to each template's documents (scripts/prerender-worker.mjs learns it from the
 * template's first page), kept in the build cache: a later build of the same code (the cache's folder is that of
 * the build inputs) gives it to its workers, which then render no page through Vike to learn it. A one-post build
 * renders a few pages of as many templates, each the first of its template in its worker.
 */
import type { DiskCache } from '../../lib/cache/disk-cache'
import type { Injection } from './prerender'

const KEY = 'injections by page id'

const isInjection = (value: unknown): value is Injection =>
  value === false ||
  (typeof value === 'object' &&
    value !== null &&
    Number.isInteger((value as { fromEnd: unknown }).fromEnd) &&
    (value as { fromEnd: number }).fromEnd >= 0 &&
    typeof (value as { piece: unknown }).piece === 'string' &&
    typeof (value as { end: unknown }).end === 'string')

/** The injections a build kept, or none when the entry is missing or any of it is not an injection. */
export function loadInjections(cache: DiskCache): Record<string, Injection> {
  try {
    const kept = JSON.parse(cache.get(KEY) ?? '{}') as unknown
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return {}
    return Object.values(kept).every(isInjection) ? (kept as Record<string, Injection>) : {}
  } catch {
    return {}
  }
}

/** Keeps `injections` for the next build, unless they are what it loaded (`loaded`). */
export function saveInjections(cache: DiskCache, injections: Record<string, Injection>, loaded: Record<string, Injection> = {}): void {
  const text = inIdOrder(injections)
  if (text !== inIdOrder(loaded)) cache.set(KEY, text)
}

/** The injections as JSON, by page id in order: the same injections give the same text. */
const inIdOrder = (injections: Record<string, Injection>) => JSON.stringify(Object.fromEntries(Object.entries(injections).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
