/**
 * The build's cache on disk: values of pure functions (a body's parse, a page's HTML) kept between builds.
 *
 * It is on only when BUILD_CACHE_DIR names a folder (scripts/build.ts sets it to a folder per build-code
 * hash, see scripts/lib/build-inputs.ts), so a test or the dev server never reads a cache by accident. The
 * key is the whole input of the function: a value is found only under the hash of the exact same input.
 * Each file also records that hash and the hash of its value; a file that does not parse, was written for
 * another key, or whose value does not match its hash (cut short, edited, copied from elsewhere) is ignored
 * and replaced, never trusted.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

type Stored = { key: string; digest: string; value: string }

export type DiskCache = {
  /** The cached text for `key`, or undefined */
  get(key: string): string | undefined
  set(key: string, value: string): void
}

const folders = new Map<string, string>()

function fileOf(dir: string, namespace: string, keyHash: string): string {
  const folder = path.join(dir, namespace, keyHash.slice(0, 2))
  if (!folders.has(folder)) {
    fs.mkdirSync(folder, { recursive: true })
    folders.set(folder, folder)
  }
  return path.join(folder, `${keyHash}.json`)
}

/** A namespace ("bodies", "pages") of the cache in `dir`; `dir` undefined is a cache that never holds anything. */
export function diskCache(namespace: string, dir: string | undefined = process.env.BUILD_CACHE_DIR || undefined): DiskCache {
  if (!dir) return { get: () => undefined, set: () => {} }
  return {
    get(key) {
      const keyHash = sha256(key)
      let stored: Partial<Stored>
      try {
        stored = JSON.parse(fs.readFileSync(fileOf(dir, namespace, keyHash), 'utf8')) as Partial<Stored>
      } catch {
        return undefined
      }
      if (stored.key !== keyHash || typeof stored.value !== 'string' || stored.digest !== sha256(stored.value)) return undefined
      return stored.value
    },
    set(key, value) {
      const keyHash = sha256(key)
      const file = fileOf(dir, namespace, keyHash)
      // written whole and renamed into place, so a build stopped halfway leaves no half-written entry
      const temporary = `${file}.${process.pid}.tmp`
      fs.writeFileSync(temporary, JSON.stringify({ key: keyHash, digest: sha256(value), value } satisfies Stored))
      fs.renameSync(temporary, file)
    },
  }
}
