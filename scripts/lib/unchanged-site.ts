/**
 * A build with nothing changed: same build inputs (the cache folder), same content files, same day. Its pages
 * are those of the last build, so they are taken from dist/ instead of being rendered again, after checking
 * each one against the record the last build left (a page edited or removed in dist/ since is rendered again
 * with the rest: the record is then not used at all).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileSha1 } from './file-digest'
import { loadStamps } from './page-stamps'

const RECORD = 'last-site.json'
/**
 * Pages checked and linked between two turns of the event loop (the build's other steps and the workers' messages
 * go on between them). Synchronously: on libuv's threads, 16 pages at a time, each page's four calls took more CPU
 * in hand-overs between threads than in the calls.
 */
const PLACED_PER_TURN = 32

/**
 * Awaited before placing the page at `at` in a list: every PLACED_PER_TURN pages the event loop runs once, so that
 * what waits on it (a worker's message, a step's next part) goes on.
 */
export const turnBeforePlacing = (at: number) => (at % PLACED_PER_TURN === PLACED_PER_TURN - 1 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined)

type SiteRecord = { content: string; pages: Record<string, string> }

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/** Every content file (names and bytes), the day the build runs for and the year in the footer. */
export function contentFingerprint(contentDir: string, now = new Date()): string {
  const hash = createHash('sha256')
  const files = (fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }) as string[]).sort()
  for (const file of files) {
    const absolute = path.join(contentDir, file)
    const stat = fs.lstatSync(absolute)
    hash.update(`${file}\0`).update(stat.isFile() ? fs.readFileSync(absolute) : stat.isSymbolicLink() ? `link:${fs.readlinkSync(absolute)}` : 'folder').update('\0')
  }
  hash.update(`${process.env.SITE_TODAY ?? now.toISOString().slice(0, 10)}\0${now.getFullYear()}`)
  return hash.digest('hex')
}

/** The record the last build left in `cacheDir`, or undefined when there is none that can be read. */
function readRecord(cacheDir: string): SiteRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir, RECORD), 'utf8')) as SiteRecord
  } catch {
    return undefined
  }
}

/** Whether the last build recorded was made from `content`: its pages will then most likely be reused. */
export function lastBuildHad(cacheDir: string, content: string): boolean {
  return readRecord(cacheDir)?.content === content
}

/**
 * Puts `source` at `target` when its bytes still have the SHA-1 `digest`: a hard link, or a copy where the two
 * folders cannot share a file. Returns whether it did. `stamped`: the file still has the stamp the last build
 * recorded with that SHA-1 (scripts/lib/page-stamps.ts), so it is not read to be hashed.
 */
export function placeIfUnchanged(source: string, target: string, digest: string, stamped = false): boolean {
  if (!stamped && fileSha1(source) !== digest) return false
  fs.mkdirSync(path.dirname(target), { recursive: true })
  try {
    fs.linkSync(source, target)
  } catch {
    // another file system: a copy, checked again (the source may have changed since it was hashed)
    const bytes = fs.readFileSync(source)
    if (sha1(bytes) !== digest) return false
    fs.writeFileSync(target, bytes)
  }
  return true
}

/**
 * Puts the last build's pages from `distClient` into `clientDir` when the content is the same and every page
 * is as that build wrote it (its stamp, or else its bytes); returns each page's SHA-1 by file, or undefined when the pages must be rendered (and
 * takes back what it had put). Each page is checked and then linked (copied where a link cannot be made), a few
 * between turns of the event loop; holding every page until all had passed took about 1 GB at 10,000 posts.
 */
export async function reuseLastPages(cacheDir: string, content: string, distClient: string, clientDir: string): Promise<Record<string, string> | undefined> {
  const record = readRecord(cacheDir)
  if (record?.content !== content) return undefined
  const stamped = loadStamps(cacheDir, 'pages')
  const placed: string[] = []
  let changed = false
  for (const [at, [file, digest]] of Object.entries(record.pages).entries()) {
    await turnBeforePlacing(at)
    const target = path.join(clientDir, file)
    const source = path.join(distClient, file)
    if (!placeIfUnchanged(source, target, digest, stamped(file, source, digest))) {
      changed = true
      break
    }
    placed.push(target)
  }
  if (!changed) return record.pages
  for (const done of placed) fs.rmSync(done, { force: true })
  return undefined
}

/** Records the pages a build wrote (each one's SHA-1 by file, relative to the site folder) for the next build. */
export function recordPages(cacheDir: string, content: string, pages: Record<string, string>): void {
  const temporary = path.join(cacheDir, `${RECORD}.${process.pid}.tmp`)
  fs.writeFileSync(temporary, JSON.stringify({ content, pages } satisfies SiteRecord))
  fs.renameSync(temporary, path.join(cacheDir, RECORD))
}
