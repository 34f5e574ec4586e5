/**
 * Prerendering: every page of the site rendered to HTML as Vike's own prerender renders it, byte for byte (most
 * with their page's hooks and what Vike adds learnt from its renderPage(): scripts/lib/page-routes.ts), in worker
 * processes that share the pages out and write each page to disk as soon as it is rendered, so no process holds
 * the whole site. Each worker loads the server build and the content
 * once. A page rendered from the same inputs as in the last build is that build's file (renderer/last-page.ts).
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import { contentSnapshotOf, type Content } from '../../lib/content/loader'
import { withOneByteStrings } from './one-byte-strings.mjs'
import { siteRoutes, translatedAddresses } from '../../lib/content/routes'
import { defaultLang, editionRoute, translatedLangs, type Lang } from '../../lib/editions'
import { SEARCH_BODY_ATTRIBUTE } from '../../lib/search-body'
import { PAGE_ENTRIES_FILE } from '../../lib/build/page-entries'
import { mergeReads, type PageReads } from './page-reads'
import { foundInPages, type FoundInPages, type PageFindings } from './page-findings'
import type { SearchCopies } from './search-copies'
import { dealPages } from './deal-pages'
import { directRoute, routeTable, type DirectRoute, type RouteTable } from './page-routes'
import { INTERRUPT_BUDGET_FLAG } from './v8-tiering'

/** A page to write: its address without the base path, the file under the site folder and its HTTP status. */
export type PageToRender = { url: string; file: string; status: 200 | 404; direct?: DirectRoute }

/** Every page the site has: each edition's pages, and a 404 page per language whose interface is translated. */
export function pagesToRender(editions: Record<Lang, Content>): PageToRender[] {
  const addresses = [...siteRoutes(editions[defaultLang]!), ...translatedAddresses(editions)]
  const notFound = ['/404', ...translatedLangs.filter((lang) => editions[lang]?.translatedData.has('strings/interface.yaml')).map((lang) => editionRoute('/404', lang))]
  return [
    ...addresses.map((url) => ({ url, file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html`, status: 200 as const })),
    ...notFound.map((url) => ({ url, file: `${url.slice(1)}.html`, status: 404 as const })),
  ]
}

/** What the last build rendered a page from and the SHA-1 of the file it wrote (scripts/lib/page-reads.ts). */
export type LastPage = { inputs: string; digest: string }

/** The last build's site folder and what it recorded of the pages to render. */
export type LastBuild = { site: string; pages: Record<string, LastPage> }

/**
 * What Vike's renderPage() adds to the documents of a template, learnt from its first page (scripts/prerender-worker.mjs
 * `learnInjection`): its piece and where it goes, counted from the document's end, which must be `end`. False when
 * Vike's page differed otherwise (Vike renders that template's pages).
 */
export type Injection = { fromEnd: number; piece: string; end: string } | false

/** What scripts/prerender-worker.mjs is given and answers. */
export type WorkerTask = {
  outDir: string
  base: string
  pages: PageToRender[]
  /** What a page the site search indexes has in its HTML (lib/search-body.ts SEARCH_BODY_ATTRIBUTE) */
  searchMarker: string
  contentSnapshot?: string
  lastSite?: string
  lastPages?: Record<string, LastPage>
  /** What the build already knows Vike adds to each template's documents, by page id */
  injections?: Record<string, Injection>
  /**
   * The module that finds what later steps read in a page (scripts/lib/page-findings.ts, bundled), the site's
   * origin, and where the search index's copies of pages go (scripts/lib/search-copies.ts), when the build keeps them
   */
  findings?: { module: string; siteOrigin: string; copies?: SearchCopies }
}
/**
 * `rendered` and `fromLastBuild`: pages rendered and pages taken from the last build (same inputs); `direct`: pages
 * rendered with their page's hooks, without Vike's renderPage (scripts/lib/page-routes.ts); `digests`
 * and `inputs`: the SHA-1 of each page the worker wrote and of what it was rendered from, by file (as in
 * PageToRender); `searchable`: the pages written that the site search indexes; `injections`: what it knows Vike
 * adds to each template's documents (given or learnt).
 */
export type WorkerReport = {
  rendered: number
  fromLastBuild: number
  direct: number
  errors: string[]
  digests: Record<string, string>
  searchable: string[]
  inputs: Record<string, string>
  reads: PageReads
  injections: Record<string, Injection>
  /** What the build's later steps read in the pages it wrote, when it was asked to find it */
  found?: FoundInPages
  /** The pages whose copy for the search index it wrote (scripts/lib/search-copies.ts) */
  copied?: string[]
  /** The page it rendered and threw away to warm up before its task (PrerenderWorker.content), if it did */
  warmedUp?: string
}

const WORKER = fileURLToPath(new URL('../prerender-worker.mjs', import.meta.url))

/** A worker's old-generation heap, in MB: the content snapshot of 10,000 posts and a page fit well within it. */
const WORKER_HEAP_MB = 640

/** Pages a worker gets at the least: below that, a second process costs more than it saves. */
const PAGES_PER_WORKER = 150

/**
 * `fromLastBuild`: pages rendered from the same inputs as in the last build, whose file was taken from it, the
 * rest were rendered; `digests` and `inputs`: each page's SHA-1 and its inputs' SHA-1, by file; `searchable`: the
 * pages the site search indexes, in name order; `reads`: what each page read (`inputs` and `reads` when the build
 * cache is on, scripts/lib/page-reads.ts).
 */
export type PrerenderResult = {
  pages: number
  workers: number
  fromLastBuild: number
  /** Pages rendered with their page's own hooks, not through Vike's renderPage */
  direct: number
  digests: Record<string, string>
  searchable: string[]
  inputs: Record<string, string>
  reads: PageReads
  /** What Vike adds to each template's documents, as the workers knew or learnt it */
  injections: Record<string, Injection>
  /** What later steps read in the pages written, by their SHA-1 (scripts/lib/page-findings.ts), when asked */
  found: Map<string, PageFindings>
  /** The pages whose copy for the search index a worker wrote now */
  copied: string[]
  /** The pages workers rendered and threw away to warm up (PrerenderWorker.content) */
  warmedUp: string[]
}

/**
 * What the workers could not render, as one report: the content check's problems together (each once: a
 * refused post fails its page and every page that shows its body), then any other page's error.
 */
export function prerenderFailure(errors: string[]): string {
  const content = new Set<string>()
  const other = new Set<string>()
  for (const error of errors) {
    const report = /^Content check failed, \d+ problems?:\n([\s\S]*)$/.exec(error)
    if (report) for (const line of report[1]!.split('\n').filter(Boolean)) content.add(line)
    else other.add(error)
  }
  const problems = [...content].sort()
  return [
    ...(problems.length ? [`Content check failed, ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}:\n${problems.join('\n')}`] : []),
    ...[...other].sort(),
  ].join('\n')
}

/** How many workers a site of `pages` pages gets: one per core, but no fewer than PAGES_PER_WORKER pages each. */
export const workersFor = (pages: number) => Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages / PAGES_PER_WORKER)))

/**
 * A worker process that may be started before its pages are known (see startWorkers): it loads the server build
 * meanwhile. `content`: the content snapshot its task will name (writeContentSnapshot), read at once, and a page to
 * render once and throw away (warmUpPage) as soon as the server build is loaded.
 */
export type PrerenderWorker = {
  run: (task: WorkerTask) => Promise<WorkerReport>
  stop: () => void
  content: (snapshot: string, warmUp?: { page: PageToRender; base: string }) => void
}

/**
 * Starts `count` workers that load the server build in outDir at once, while the build's content check still
 * runs; `prerender` gives them their pages. Workers not given any end with `stop`, or with the build's process.
 */
export function startWorkers(outDir: string, count: number, signal?: AbortSignal): PrerenderWorker[] {
  return Array.from({ length: count }, () => {
    const worker = forkWorker(signal)
    worker.load(outDir)
    return worker
  })
}

/** Content snapshots written by this process (each file its own name) */
let snapshots = 0

/**
 * Writes the content the build checked as a snapshot for the workers (`WorkerTask.contentSnapshot`), in a file of its
 * own (never written again: a worker that read it need not read it again) in outDir; returns its path.
 */
export function writeContentSnapshot(outDir: string, editions: Record<Lang, Content>): string {
  const file = path.resolve(outDir, `content-snapshot-${++snapshots}.bin`)
  // one-byte strings wherever they can be, so that the pages are (scripts/lib/one-byte-strings.mjs)
  fs.writeFileSync(file, v8.serialize(withOneByteStrings(contentSnapshotOf(editions))))
  return file
}

/**
 * An entry's page in the folder of most pages that has one (a folder: an address without its last part; at 1,000
 * posts /blog, whose posts are one template's), with its route: what an incremental build's worker renders once and throws away while the build works
 * out which pages changed (`PrerenderWorker.content`), so that the page it is then given does not pay for the first
 * render of its template (its code compiled, the indexes its data hook keeps). Found without routing every page
 * (about 25 ms at 1,000 posts, on the build's way to the prerender).
 */
export function warmUpPage(outDir: string, pages: PageToRender[]): PageToRender | undefined {
  const routes = pageRouteTable(outDir)
  if (!routes) return undefined
  const byFolder = new Map<string, PageToRender[]>()
  for (const page of pages) {
    if (page.status !== 200) continue
    const folder = page.url.slice(0, page.url.lastIndexOf('/'))
    const inFolder = byFolder.get(folder)
    if (inFolder) inFolder.push(page)
    else byFolder.set(folder, [page])
  }
  // an entry's page (a route with a parameter), not a page of its own (/blog/post, an alias; the site's own pages)
  for (const folder of [...byFolder.values()].sort((a, b) => b.length - a.length)) {
    for (const page of folder) {
      const direct = directRoute(routes, page.url)
      if (direct && Object.keys(direct.routeParams).length) return { ...page, direct }
    }
  }
  return undefined
}

export type PrerenderOptions = {
  signal?: AbortSignal
  /** The content snapshot, when the build wrote it already (writeContentSnapshot); removed at the end like one written here */
  snapshot?: string
  /** Workers already loading the server build (startWorkers) */
  started?: PrerenderWorker[]
  /** The pages to render; by default every page of the editions */
  pages?: PageToRender[]
  /** What the last build recorded of the pages, whose files a page of the same inputs takes */
  last?: LastBuild
  /** What an earlier build of the same code learnt Vike adds to each template's documents (the build cache) */
  injections?: Record<string, Injection>
  /** The workers find what later steps read in each page they write (WorkerTask) */
  findings?: WorkerTask['findings']
  /** Told when a worker has rendered its share while another still renders: a core is free until the prerender ends */
  onCoreFree?: () => void
}

/**
 * Renders the pages into outDir/client with up to one worker per core (`started` ones first, more if the site
 * needs them, the rest stopped); rejects with every page's error. `editions` is the content the build loaded:
 * the workers get it as a snapshot instead of loading it again.
 */
export async function prerender(outDir: string, base: string, editions: Record<Lang, Content>, options: PrerenderOptions = {}): Promise<PrerenderResult> {
  const { signal, started = [], pages = pagesToRender(editions), last, injections, findings, onCoreFree, snapshot } = options
  if (!pages.length) {
    for (const idle of started) idle.stop()
    if (snapshot) fs.rmSync(snapshot, { force: true })
    return { pages: 0, workers: 0, fromLastBuild: 0, direct: 0, digests: {}, searchable: [], inputs: {}, reads: { keys: [], pages: {} }, injections: { ...injections }, found: new Map(), copied: [], warmedUp: [] }
  }
  const count = workersFor(pages.length)
  const workers = [...started.slice(0, count), ...startWorkers(outDir, Math.max(0, count - started.length), signal)]
  for (const idle of started.slice(count)) idle.stop()
  const contentSnapshot = snapshot ?? writeContentSnapshot(outDir, editions)
  // Dealt out by template (deal-pages.ts), each share from the last page: the site's own pages (first in
  // pagesToRender) are rendered at the end, by when the files the build's process makes beside the prerender are in
  // the build cache (a whitepaper's PDF, whose pages and size /resources states: each worker made every PDF again
  // when it rendered /resources first).
  const routes = pageRouteTable(outDir)
  const ordered = [...pages].reverse().map((page) => {
    const direct = routes && page.status === 200 ? directRoute(routes, page.url) : undefined
    return direct ? { ...page, direct } : page
  })
  const shares = dealPages(ordered, count, (page) => page.direct?.pageId ?? '')
  let reports: WorkerReport[]
  let finished = 0
  try {
    reports = await Promise.all(
      workers.map((worker, i) => {
        const share = shares[i]!
        const lastPages = last && Object.fromEntries(share.flatMap((page) => (last.pages[page.file] ? [[page.file, last.pages[page.file]!]] : [])))
        return worker.run({ outDir: path.resolve(outDir), base, pages: share, searchMarker: SEARCH_BODY_ATTRIBUTE, contentSnapshot, lastSite: last?.site, lastPages, injections, findings }).then((report) => {
          if (++finished === 1 && workers.length > 1) onCoreFree?.()
          return report
        })
      }),
    )
  } finally {
    fs.rmSync(contentSnapshot, { force: true })
  }
  const errors = reports.flatMap((report) => report.errors)
  if (errors.length) throw new Error(prerenderFailure(errors))
  const digests = Object.fromEntries(reports.flatMap((report) => Object.entries(report.digests)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  const searchable = reports.flatMap((report) => report.searchable).sort()
  const inputs = Object.assign({}, ...reports.map((report) => report.inputs)) as Record<string, string>
  const fromLastBuild = reports.reduce((sum, report) => sum + report.fromLastBuild, 0)
  const direct = reports.reduce((sum, report) => sum + report.direct, 0)
  const learnt = Object.assign({}, injections, ...reports.map((report) => report.injections)) as Record<string, Injection>
  const found = new Map(reports.flatMap((report) => (report.found ? [...foundInPages(report.found)] : [])))
  const copied = reports.flatMap((report) => report.copied ?? [])
  const warmedUp = reports.flatMap((report) => (report.warmedUp ? [report.warmedUp] : []))
  return { pages: pages.length, workers: count, fromLastBuild, direct, digests, searchable, inputs, reads: mergeReads(reports.map((report) => report.reads)), injections: learnt, found, copied, warmedUp }
}

/** The routes of the server build's pages (lib/build/page-entries.ts lists them), or undefined without the list. */
function pageRouteTable(outDir: string): RouteTable | undefined {
  try {
    return routeTable(Object.keys(JSON.parse(fs.readFileSync(path.join(outDir, 'server', PAGE_ENTRIES_FILE), 'utf8')) as Record<string, string>))
  } catch {
    return undefined
  }
}

/** Two prerenders' results as one (the pages of the second are others than the first's). */
export function joinResults(first: PrerenderResult, second: PrerenderResult): PrerenderResult {
  return {
    pages: first.pages + second.pages,
    workers: Math.max(first.workers, second.workers),
    fromLastBuild: first.fromLastBuild + second.fromLastBuild,
    direct: first.direct + second.direct,
    digests: { ...first.digests, ...second.digests },
    searchable: [...first.searchable, ...second.searchable].sort(),
    inputs: { ...first.inputs, ...second.inputs },
    reads: mergeReads([first.reads, second.reads]),
    injections: { ...first.injections, ...second.injections },
    found: new Map([...first.found, ...second.found]),
    copied: [...first.copied, ...second.copied],
    warmedUp: [...first.warmedUp, ...second.warmedUp],
  }
}

/**
 * A worker process, started before the server build is there: its Node starts (about 80 ms) while the build
 * restores its bundle, and it loads the server build once told where (`load`).
 */
export function forkWorker(signal?: AbortSignal): PrerenderWorker & { load: (outDir: string) => void } {
  // Rendering allocates fast: a larger young generation halves garbage collection time (CPU profiles); 32 MB
  // semi-spaces render as fast as 64 MB ones (three alternated 1,000-post builds each) and keep each worker about
  // 60 MB smaller, at the 10,000-post build's peak of memory (during the prerender). A page needs little once
  // written, but V8 lets an unbounded heap grow long before it collects: the cap keeps a worker's memory flat
  // however many pages it renders (its live data is the content and one page).
  // V8's larger interrupt budget (v8-tiering.ts): the workers' CPU 5.21-5.72 s against 5.53-6.56 s (user time of
  // both, seven cold builds each at 1,000 posts, alternated), the two workers compiling the same render code.
  const child = fork(WORKER, [], { execArgv: ['--max-semi-space-size=32', `--max-old-space-size=${WORKER_HEAP_MB}`, INTERRUPT_BUDGET_FLAG], stdio: ['ignore', 'pipe', 'pipe', 'ipc'], signal })
  let output = ''
  let report: WorkerReport | undefined
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  child.on('message', (message) => (report = message as WorkerReport))
  const ended = new Promise<WorkerReport>((resolve, reject) => {
    child.on('error', (error) => reject(signal?.aborted ? new Error('prerender stopped') : error))
    child.on('exit', (code) => {
      if (process.env.DEBUG === '1' && output) console.error(output)
      if (report?.errors.length) return resolve(report)
      if (code !== 0 || !report) return reject(new Error(`prerender worker failed (exit ${code}):\n${output.slice(-4000)}`))
      resolve(report)
    })
  })
  // a worker that fails before it is given pages is reported by `run`, not as an unhandled rejection
  ended.catch(() => {})
  return {
    load(outDir) {
      child.send({ load: path.resolve(outDir) })
    },
    content(snapshot, warmUp) {
      child.send({ content: snapshot, warmUp })
    },
    run(task) {
      child.send(task)
      return ended
    },
    stop() {
      child.kill()
    },
  }
}
