/**
 * What each page's file was when the build recorded it: its device, inode, size and modification time to the
 * nanosecond, beside the SHA-1 the build knows of its bytes. The next build takes a page of the last site whose file
 * still has that stamp as holding those bytes without reading it; any other page is read and hashed as before
 * (scripts/lib/unchanged-site.ts `placeIfUnchanged`). Reading and hashing the 1,420 unchanged pages of a one-post
 * rebuild at 1,000 posts took 0.09-0.12 s, on the way to Pagefind.
 *
 * Why a stamp is enough: writing a file, in place or as a new file renamed over it, sets its modification time to
 * the clock's time then (a new file also has another inode), and the stamps are taken after the build wrote its
 * pages, in its own folder, before the site is published: an edit made in dist/ since has a later time. What a stamp
 * does not see is an edit whose time was then set back by hand (`touch -d`, `cp -p`) to the nanosecond, on the same
 * inode, keeping the size: a change made to deceive. A file system whose times are whole seconds (FAT, HFS+, ext3)
 * could give an edit the build's own second: a page whose time has no fraction of a second gets no stamp, and is
 * always read. The copies of the pages that Pagefind reads (in the build cache) are stamped the same way.
 */
import fs from 'node:fs'
import path from 'node:path'

const SECOND_NS = 1_000_000_000n

/** The stamp of a regular file (not a link) whose time has a fraction of a second, else undefined. */
export function stampOf(file: string): string | undefined {
  const stat = fs.lstatSync(file, { bigint: true, throwIfNoEntry: false })
  if (!stat?.isFile() || stat.mtimeNs % SECOND_NS === 0n) return undefined
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`
}

/** Whether the file at `source` still has the stamp recorded for the page `file` with the SHA-1 `digest`. */
export type StampHolds = (file: string, source: string, digest: string) => boolean

/** What is stamped: the site's pages, and their copies for the search index (scripts/lib/search-copies.ts). */
export type StampedFiles = 'pages' | 'search-copies'

const recordFile = (cacheDir: string, files: StampedFiles) => path.join(cacheDir, `stamps-${files}.json`)

/**
 * Records the stamp of each file of `dir` that `digests` names (by its path from `dir`: the SHA-1 of its page, which a
 * search copy names too), for the next build: called once every page is written. Replaces the last record.
 */
export function recordStamps(cacheDir: string, files: StampedFiles, dir: string, digests: Record<string, string>): void {
  const stamps: Record<string, string> = {}
  for (const [file, digest] of Object.entries(digests)) {
    const stamp = stampOf(path.join(dir, file))
    if (stamp) stamps[file] = `${digest} ${stamp}`
  }
  const temporary = `${recordFile(cacheDir, files)}.${process.pid}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(stamps))
  fs.renameSync(temporary, recordFile(cacheDir, files))
}

/** The last record's stamps, as a test; a record that cannot be read holds for no file. */
export function loadStamps(cacheDir: string, files: StampedFiles): StampHolds {
  let stamps: Record<string, unknown> = {}
  try {
    const record: unknown = JSON.parse(fs.readFileSync(recordFile(cacheDir, files), 'utf8'))
    if (record && typeof record === 'object' && !Array.isArray(record)) stamps = record as Record<string, unknown>
  } catch {
    // no stamps: every file is read
  }
  return (file, source, digest) => {
    const recorded = Object.hasOwn(stamps, file) ? stamps[file] : undefined
    if (typeof recorded !== 'string' || !recorded.startsWith(`${digest} `)) return false
    return recorded === `${digest} ${stampOf(source)}`
  }
}
