/**
 * What the loader works out of a content file's text alone (its frontmatter parsed and validated, its word count),
 * kept between builds in the build cache (lib/cache/disk-cache.ts): after a one-post edit, a build parses and
 * validates that one file instead of all of them (YAML, the schema and the word count were about 0.8 s of a
 * one-post rebuild at 1,000 posts). A value is kept only for a file that had no problem, under its kind and the
 * SHA-1 of its text, in the cache folder of the current code (the schemas are code): what it holds is what the
 * loader would work out again. The memo is one entry, written whole with the files of this build only, and
 * checked like every entry (a damaged or foreign one is ignored). Without a build cache (`npm run check`, tests,
 * the dev server) nothing is kept.
 */
import { createHash } from 'node:crypto'
import v8 from 'node:v8'
import { diskCache, type DiskCache } from '../cache/disk-cache'

export type FileWork = { fields: Record<string, unknown>; data: unknown; words: number }

export type FileMemo = {
  /** The kept work for the file of `kind` with this text, or undefined */
  get(kind: string, text: string): FileWork | undefined
  set(kind: string, text: string, work: FileWork): void
  /** Writes what this build worked out or took (and only that) for the next build */
  save(): void
}

const KEY = 'content files'

const keyOf = (kind: string, text: string) => `${kind}\0${createHash('sha1').update(text).digest('hex')}`

/** Each file's work as bytes (v8), so a value handed out is a fresh copy the build may change as it likes. */
function kept(cache: DiskCache): Map<string, Buffer> {
  try {
    const bytes = cache.getBytes(KEY)
    const value: unknown = bytes && v8.deserialize(bytes)
    return value instanceof Map && [...value.values()].every((work) => work instanceof Uint8Array) ? (value as Map<string, Buffer>) : new Map()
  } catch {
    return new Map()
  }
}

/** The memo kept in `cache`, by default the build cache in BUILD_CACHE_DIR; undefined when there is none. */
export function fileMemo(cache?: DiskCache): FileMemo | undefined {
  if (!cache) {
    if (!process.env.BUILD_CACHE_DIR) return undefined
    cache = diskCache('file-memo')
  }
  const last = kept(cache)
  const now = new Map<string, Buffer>()
  return {
    get(kind, text) {
      const key = keyOf(kind, text)
      const work = last.get(key)
      if (!work) return undefined
      try {
        const copy = v8.deserialize(work) as FileWork
        now.set(key, work)
        return copy
      } catch {
        return undefined
      }
    },
    set: (kind, text, work) => void now.set(keyOf(kind, text), v8.serialize(work)),
    save: () => cache.setBytes(KEY, v8.serialize(now)),
  }
}
