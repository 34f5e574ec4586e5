/**
 * What Pagefind is given of a page the site search indexes: its head without styles and scripts, and its <main>
 * (the only element with data-pagefind-body, components/layout/Layout.tsx), not the 40 KB of CSS, the menus and
 * the footer it skips anyway. The index is the same, byte for byte (tests/incremental-build.test.ts compares a
 * cached build's with one that gave Pagefind whole pages), in about 0.35 s less at 1,000 posts, a sixth of a
 * one-post rebuild.
 *
 * Copies are kept in the build cache, named by the SHA-1 of the page they were cut from and their own
 * (`<store>/<page sha1>-<copy sha1>.html`): the prerender worker that wrote a page cuts its copy
 * (scripts/prerender-worker.mjs), the search step cuts what is missing. Pagefind reads them through a folder shaped
 * like the site (`<site>/<page's path>`), each file a hard link to its page's copy. Before each index every copy is
 * hashed against its name (a damaged one is cut again from its page, never read) and every link checked by inode.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileSha1 } from './file-digest'
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
  const head = html.slice(0, headEnd).replace(/<(style|script|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, '')
  return `${head}</head><body>${html.slice(mainStart, mainEnd)}</main></body></html>`
}

/** Where the copies are kept, and the folder shaped like the site that Pagefind reads. */
export type SearchCopies = { store: string; site: string }

export const searchCopies = (cacheDir: string): SearchCopies => ({ store: path.join(cacheDir, 'search-copies'), site: path.join(cacheDir, 'search-site') })

const sha1 = (bytes: string | Buffer) => createHash('sha1').update(bytes).digest('hex')

/** `<page sha1>-<copy sha1>.html` */
const COPY_NAME = /^([0-9a-f]{40})-([0-9a-f]{40})\.html$/

function inode(file: string): number | undefined {
  return fs.statSync(file, { throwIfNoEntry: false })?.ino
}

/**
 * Keeps `copy` as the copy of the page with SHA-1 `digest`, unless it is there, and links `file` of the search site
 * to it. The copy is written where it goes, under its own SHA-1: one cut short (a build stopped) does not hash to
 * its name, and the search step cuts it again (searchSite); a file made by another writer of the same copy is the
 * same bytes. Few calls, synchronous: this VM takes 0.2-0.4 ms a file system call, and a cold build places a copy
 * a page (the store is made only when a write finds it missing).
 */
export function placeCopy(copies: SearchCopies, file: string, digest: string, copy: string): string {
  const target = path.join(copies.store, `${digest}-${sha1(copy)}.html`)
  try {
    writeInFolder(target, copy, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  link(copies, file, target)
  return target
}

/** Links `file` of the search site to `target`: in its folder (made if need be), in place of what was there. */
function link(copies: SearchCopies, file: string, target: string): void {
  const place = path.join(copies.site, file)
  fs.mkdirSync(path.dirname(place), { recursive: true })
  try {
    fs.linkSync(target, place)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    fs.rmSync(place, { force: true })
    fs.linkSync(target, place)
  }
}

/**
 * The search site for `files` of `site` (each with its SHA-1 in `digests`): every file a link to its page's copy,
 * cut now from the page where no worker did. Returns the folder Pagefind is to read.
 */
export function searchSite(site: string, files: string[], digests: Record<string, string>, copies: SearchCopies): string {
  // the copies there are, by the SHA-1 of their page
  const kept = new Map<string, string[]>()
  for (const name of fs.existsSync(copies.store) ? fs.readdirSync(copies.store) : []) {
    const page = COPY_NAME.exec(name)?.[1]
    if (page) kept.set(page, [...(kept.get(page) ?? []), name])
  }
  for (const file of files) {
    const digest = digests[file]
    if (digest === undefined) throw new Error(`search index: no SHA-1 for ${file}`)
    const whole = (kept.get(digest) ?? []).find((name) => {
      const copy = path.join(copies.store, name)
      // unreadable: as damaged
      if (fileSha1(copy) === COPY_NAME.exec(name)![2]) return true
      fs.rmSync(copy, { force: true })
      return false
    })
    if (!whole) {
      const html = fs.readFileSync(path.join(site, file), 'utf8')
      placeCopy(copies, file, digest, searchCopy(html) ?? html)
      continue
    }
    const target = path.join(copies.store, whole)
    if (inode(path.join(copies.site, file)) !== inode(target)) link(copies, file, target)
  }
  return copies.site
}

/** Removes the copies no page of the search site is linked to now, and the search site's files of other pages. */
export function pruneSearchCopies(copies: SearchCopies, files: string[]): void {
  const used = new Set(files.map((file) => inode(path.join(copies.site, file))))
  for (const name of fs.existsSync(copies.store) ? fs.readdirSync(copies.store) : []) if (!used.has(inode(path.join(copies.store, name)))) fs.rmSync(path.join(copies.store, name), { force: true })
  const pages = new Set(files)
  for (const file of fs.existsSync(copies.site) ? builtFiles(copies.site) : []) if (!pages.has(file)) fs.rmSync(path.join(copies.site, file), { force: true })
}
