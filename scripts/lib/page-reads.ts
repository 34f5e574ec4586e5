/**
 * Pages a build need not render: those whose every read (lib/content/read-tracking.ts) has the value it had
 * when the last build rendered them. The prerender workers report what each page read; the build keeps, in the
 * build cache of the current build inputs (so the same code, config and dependencies), each page's SHA-1,
 * status, reads with their values and the SHA-1 of what it was rendered from (renderer/last-page.ts), for the
 * day, base path and preview mode it was built for. The next build takes such a page from the last site (dist/)
 * after checking its bytes against that SHA-1; any other page, a page whose file in dist/ was changed or
 * removed, or a record that cannot be read goes through Vike again (and is still the last build's file when
 * what it is rendered from turns out the same).
 */
import path from 'node:path'
import type { DiskCache } from '../../lib/cache/disk-cache'
import type { LastPage, PageToRender } from './prerender'
import type { StampHolds } from './page-stamps'
import { placeIfUnchanged, turnBeforePlacing } from './unchanged-site'

/** What each page read, as places in a table of reads (each read once, however many pages made it). */
export type PageReads = { keys: string[]; pages: Record<string, number[]> }

type PageRecord = { digest: string; status: number; reads: number[]; inputs: string }
type ReadsRecord = { setting: string; keys: string[]; values: string[]; pages: Record<string, PageRecord> }

/** One record, the last build's, replaced by each build (one a day would pile up while the code stays the same). */
const RECORD_KEY = 'last build'

/**
 * What the pages' output depends on besides the code (the cache folder) and what they read: the day (upcoming
 * events, the footer's year), the base path, preview mode and the content folder.
 */
export function readsSetting(contentDir: string, now = new Date()): string {
  // the content's day (SITE_TODAY pins it in tests) and the machine's
  return JSON.stringify([process.env.SITE_TODAY ?? '', ...machineDay(now), process.env.BASE_PATH ?? '', process.env.CONTENT_PREVIEW ?? '', path.resolve(contentDir)])
}

/** The machine's day, UTC and local (a legal page without a date of its own states the day it was built). */
export const machineDay = (now = new Date()): [utc: string, local: string] => [now.toISOString().slice(0, 10), now.toDateString()]

/** Several workers' reads as one table. */
export function mergeReads(parts: PageReads[]): PageReads {
  const table = new Map<string, number>()
  const place = (key: string) => table.get(key) ?? (table.set(key, table.size), table.size - 1)
  const pages: Record<string, number[]> = {}
  for (const part of parts) for (const [file, reads] of Object.entries(part.pages)) pages[file] = reads.map((at) => place(part.keys[at]!))
  return { keys: [...table.keys()], pages }
}

/**
 * Whether the last build left a record for this setting: the build will most likely render few pages (only those
 * whose reads changed), so it starts one prerender worker early instead of one per core. Only the record's start
 * is compared (the setting is written first); the prerender reads it whole, and trusts it only then.
 */
export function hasRecord(cache: DiskCache, setting: string): boolean {
  return cache.get(RECORD_KEY)?.startsWith(`{"setting":${JSON.stringify(setting)},`) === true
}

function readRecord(cache: DiskCache, setting: string): ReadsRecord | undefined {
  try {
    const record = JSON.parse(cache.get(RECORD_KEY) ?? 'null') as ReadsRecord | null
    if (!record || record.setting !== setting || !Array.isArray(record.keys) || !Array.isArray(record.values) || record.keys.length !== record.values.length || typeof record.pages !== 'object' || record.pages === null) return undefined
    return record
  } catch {
    return undefined
  }
}

/** A read's value in this build's content (`readValues` of lib/content/read-tracking.ts, made once a build). */
export type ReadValue = (key: string) => string

/**
 * Pages the last build made from reads whose values are the same now, each with what the record says of it;
 * `others`: what the record says of the other pages it has (for renderer/last-page.ts).
 */
export type Unchanged = { keys: string[]; pages: { page: PageToRender; digest: string; reads: number[]; inputs: string }[]; others: Record<string, LastPage> }

/** The pages of `pages` whose reads all have the values they had when the last build made them (no file is read). */
export function unchangedPages(options: { cache: DiskCache; setting: string; valueOf: ReadValue; pages: PageToRender[] }): Unchanged {
  const record = readRecord(options.cache, options.setting)
  if (!record) return { keys: [], pages: [], others: {} }
  const same = record.keys.map((key, i) => options.valueOf(key) === record.values[i])
  const pages: Unchanged['pages'] = []
  const others: Record<string, LastPage> = {}
  for (const page of options.pages) {
    const known = record.pages[page.file]
    if (!known || known.status !== page.status || !Array.isArray(known.reads) || typeof known.inputs !== 'string') continue
    if (known.reads.every((at) => same[at] === true)) pages.push({ page, digest: known.digest, reads: known.reads, inputs: known.inputs })
    else others[page.file] = { inputs: known.inputs, digest: known.digest }
  }
  return { keys: record.keys, pages, others }
}

/** Pages placed or rendered: each one's SHA-1 and the SHA-1 of its inputs by file, and what each read. */
export type PagesMade = { digests: Record<string, string>; inputs: Record<string, string>; reads: PageReads }

/**
 * Links each unchanged page into `clientDir` from `distClient` where its bytes are still those the last build
 * wrote (its file has the stamp that build recorded, `stamped`, or else its bytes hash to the SHA-1) (PLACED_PER_TURN between turns of the event loop, so the prerender's workers are answered meanwhile). Returns the pages placed, with
 * what the record says of them (to be recorded again), and those that must be rendered after all.
 */
export async function placeUnchangedPages(unchanged: Unchanged, distClient: string, clientDir: string, stamped: StampHolds = () => false): Promise<PagesMade & { failed: PageToRender[] }> {
  const digests: Record<string, string> = {}
  const inputs: Record<string, string> = {}
  const pages: Record<string, number[]> = {}
  const failed: PageToRender[] = []
  for (const [at, known] of unchanged.pages.entries()) {
    await turnBeforePlacing(at)
    const { file } = known.page
    const source = path.join(distClient, file)
    if (!placeIfUnchanged(source, path.join(clientDir, file), known.digest, stamped(file, source, known.digest))) {
      failed.push(known.page)
      continue
    }
    digests[file] = known.digest
    inputs[file] = known.inputs
    pages[file] = known.reads
  }
  return { digests, inputs, reads: { keys: unchanged.keys, pages }, failed }
}

/** Keeps every page's SHA-1, status, reads and inputs, with each read's value now, for the next build. */
export function recordPageReads(options: { cache: DiskCache; setting: string; valueOf: ReadValue; pages: PageToRender[]; made: PagesMade }): void {
  const pages: Record<string, PageRecord> = {}
  const { digests, inputs, reads: made } = options.made
  for (const page of options.pages) {
    const digest = digests[page.file]
    const reads = made.pages[page.file]
    const from = inputs[page.file]
    if (digest && reads && from) pages[page.file] = { digest, status: page.status, reads, inputs: from }
  }
  options.cache.set(RECORD_KEY, JSON.stringify({ setting: options.setting, keys: made.keys, values: made.keys.map(options.valueOf), pages } satisfies ReadsRecord))
}
