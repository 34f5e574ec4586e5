/**
 * What Pagefind is given of a page the site search indexes: its head without styles and scripts, and its <main>
 * (the only element with data-pagefind-body, components/layout/Layout.tsx), not the 40 KB of CSS, the menus and
 * the footer it skips anyway. The index is the same, byte for byte (tests/incremental-build.test.ts compares a
 * cached build's with one that gave Pagefind whole pages), in about 0.35 s less at 1,000 posts, a sixth of a
 * one-post rebuild.
 *
 * The copies are kept in the build cache, in a folder shaped like the site (`<site>/<page's path>`), which Pagefind
 * reads. Each copy ends with a comment that names the SHA-1 of the page it was cut from and its own (of the bytes
 * before the comment): the prerender worker that wrote a page cuts its copy (scripts/prerender-worker.mjs), and the
 * search step checks every copy against its page and itself, and cuts again what is missing, damaged or another
 * page's. (Copies were files of a store named by those two SHA-1s, each linked into the folder: a file and a link
 * more a page, about 0.6 ms of a worker's CPU on this VM, whose file system calls cost 0.2-0.4 ms.)
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { withFileBytes } from './file-digest'
import type { StampHolds } from './page-stamps'
import { writeInFolder } from './write-in-folder'
import { builtFiles } from './routes'

/** The HTML of a page as Pagefind is to read it, or undefined when the page has to be read whole. */
export function searchCopy(html: string): string | undefined {
  const headEnd = html.indexOf('</head>')
  const mainStart = html.indexOf('<main')
  const mainEnd = html.indexOf('</main>')
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart || html.indexOf('<main', mainStart + 1) >= 0) return undefined
  // Pagefind reads filters, metadata and sorts from anywhere in a page: a page with any outside <main> is read whole
  if (html.slice(headEnd, mainStart).includes('data-pagefind') || html.slice(mainEnd).includes('data-pagefind')) return undefined
  return `${withoutRawText(html.slice(0, headEnd))}</head><body>${html.slice(mainStart, mainEnd)}</main></body></html>`
}

const RAW_TEXT_START = /<(style|script|noscript)\b[^>]*>/g

/**
 * `head` without its <style>, <script> and <noscript> elements, each from its start tag to the first closing tag of
 * its name (one with no closing tag stays): what `head.replace(/<(style|script|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, '')`
 * gives, without that pattern's step by step walk through the 40 KB of a page's CSS.
 */
export function withoutRawText(head: string): string {
  let kept = ''
  let from = 0
  RAW_TEXT_START.lastIndex = 0
  for (let start = RAW_TEXT_START.exec(head); start; start = RAW_TEXT_START.exec(head)) {
    const close = head.indexOf(`</${start[1]}>`, RAW_TEXT_START.lastIndex)
    if (close < 0) {
      RAW_TEXT_START.lastIndex = start.index + 1
      continue
    }
    kept += head.slice(from, start.index)
    from = RAW_TEXT_START.lastIndex = close + start[1]!.length + 3
  }
  return kept + head.slice(from)
}

/** The folder shaped like the site that Pagefind reads, of copies. */
export type SearchCopies = { site: string }

export const searchCopies = (cacheDir: string): SearchCopies => ({ site: path.join(cacheDir, 'search-site') })

const sha1 = (bytes: string | Buffer) => createHash('sha1').update(bytes).digest('hex')

/** What ends a copy: the SHA-1 of its page and of the copy before this comment, which Pagefind does not read. */
const trailer = (page: string, copy: string) => `\n<!--search copy of ${page}, ${copy}-->\n`
const TRAILER = /^\n<!--search copy of ([0-9a-f]{40}), ([0-9a-f]{40})-->\n$/
const TRAILER_BYTES = trailer('0'.repeat(40), '0'.repeat(40)).length

/**
 * Writes `copy` as the copy of the page at `file` whose SHA-1 is `digest`, over what was there (its folder made if
 * need be). Synchronous: a cold build writes a copy a page, and on libuv's threads each file took hand-overs between
 * threads that cost more CPU than the writing.
 */
export function placeCopy(copies: SearchCopies, file: string, digest: string, copy: string): void {
  const bytes = Buffer.from(copy)
  writeInFolder(path.join(copies.site, file), Buffer.concat([bytes, Buffer.from(trailer(digest, sha1(bytes)))]))
}

/** Whether the file at `place` is a whole copy of the page with SHA-1 `digest` (unreadable: not). */
function isCopyOf(place: string, digest: string): boolean {
  return (
    withFileBytes(place, (bytes) => {
      if (bytes.length < TRAILER_BYTES) return false
      const named = TRAILER.exec(bytes.subarray(bytes.length - TRAILER_BYTES).toString('latin1'))
      return named?.[1] === digest && named[2] === sha1(bytes.subarray(0, bytes.length - TRAILER_BYTES))
    }) ?? false
  )
}

/**
 * The files of `digests` whose copy in the search site is whole and cut from the page with that SHA-1: a copy that
 * kept the stamp the last build recorded for it with that SHA-1 (`stamped`, scripts/lib/page-stamps.ts), or whose
 * bytes say so.
 */
export function wholeCopies(copies: SearchCopies, digests: Record<string, string>, stamped: StampHolds = () => false): Set<string> {
  const whole = new Set<string>()
  for (const [file, digest] of Object.entries(digests)) {
    const place = path.join(copies.site, file)
    if (stamped(file, place, digest) || isCopyOf(place, digest)) whole.add(file)
  }
  return whole
}

/**
 * The search site for `files` of `site` (each with its SHA-1 in `digests`): every file the copy of its page, cut
 * now from the page where no worker did (or the copy there is another page's, or damaged). The copies this build's
 * workers wrote, and those it found whole already (`knownGood`, wholeCopies), are not read again. Returns the folder
 * Pagefind is to read.
 */
export function searchSite(site: string, files: string[], digests: Record<string, string>, copies: SearchCopies, knownGood: ReadonlySet<string> = new Set()): string {
  for (const file of files) {
    const digest = digests[file]
    if (digest === undefined) throw new Error(`search index: no SHA-1 for ${file}`)
    if (knownGood.has(file) || isCopyOf(path.join(copies.site, file), digest)) continue
    const html = fs.readFileSync(path.join(site, file), 'utf8')
    placeCopy(copies, file, digest, searchCopy(html) ?? html)
  }
  return copies.site
}

/** Removes the search site's files of other pages. */
export function pruneSearchCopies(copies: SearchCopies, files: string[]): void {
  const pages = new Set(files)
  for (const file of fs.existsSync(copies.site) ? builtFiles(copies.site) : []) if (!pages.has(file)) fs.rmSync(path.join(copies.site, file), { force: true })
}
