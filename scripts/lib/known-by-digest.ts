/**
 * What a build step found, kept by the SHA-1 of what it found it in: a built page's head for the sitemap, its links
 * for the link check, whether the search indexes it (by the SHA-1 of the page's bytes); a social card's file (by the
 * SHA-1 of its words, scripts/write-cards.ts). The same input gives the same finding, whatever its address. With this
 * build's SHA-1 by file or route, a step works only on what no build has seen before, and keeps what it found for
 * the next build (in the build cache, scripts/build.ts).
 */
import type { DiskCache } from '../../lib/cache/disk-cache'

export type KnownByDigest<T> = {
  /** This build's SHA-1 by file or route (e.g. "blog/x/index.html") */
  digests: Record<string, string>
  /** What was found before, by SHA-1; what is found now is added */
  byDigest: Map<string, T>
}

/** The finding for `file`: the one kept for its bytes, else `read()` now, kept when the file's SHA-1 is known. */
export function knownOrRead<T>(known: KnownByDigest<T> | undefined, file: string, read: () => T): T {
  const digest = known?.digests[file]
  if (digest !== undefined && known!.byDigest.has(digest)) return known!.byDigest.get(digest)!
  const value = read()
  if (digest !== undefined) known!.byDigest.set(digest, value)
  return value
}

/** The findings for this build's files only, each SHA-1 once: what is worth keeping for the next build. */
export function currentFindings<T>(known: KnownByDigest<T>): [string, T][] {
  return [...new Set(Object.values(known.digests))].flatMap((digest) => (known.byDigest.has(digest) ? [[digest, known.byDigest.get(digest)!] as [string, T]] : []))
}

/** Keeps the current findings in the cache under `key`, as JSON. */
export function saveFindings<T>(cache: DiskCache, key: string, known: KnownByDigest<T>): void {
  cache.set(key, JSON.stringify(Object.fromEntries(currentFindings(known))))
}

/**
 * The findings saveFindings kept under `key`, or none when the entry is missing, is not JSON, or any finding in it
 * fails `isFinding`: a damaged or foreign entry is never trusted in part.
 */
export function loadFindings<T>(cache: DiskCache, key: string, isFinding: (value: unknown) => value is T): Map<string, T> {
  try {
    const kept: unknown = JSON.parse(cache.get(key) ?? '{}')
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return new Map()
    const entries = Object.entries(kept)
    return entries.every(([, value]) => isFinding(value)) ? new Map(entries as [string, T][]) : new Map()
  } catch {
    return new Map()
  }
}
