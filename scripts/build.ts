/**
 * `npm run build`: content check beside the bundle (vike build, or the cached bundle of the same build inputs)
 * -> prerender -> post-build steps -> link check, in a temporary folder that then replaces dist/. Any failing
 * step stops the build and leaves dist/ as it was. The build cache (scripts/lib/build-cache.ts) makes a second
 * build reuse what has not changed: the bundle, each body's parse, each unchanged page.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { configuredBasePath } from '../lib/base-path'
import { cacheWritesDone, diskCache } from '../lib/cache/disk-cache'
import { assertEditionsValid } from '../lib/content/check'
import { readContentLayout } from '../lib/content/content-files'
import { ContentError } from '../lib/content/errors'
import { writersFolderProblems } from '../lib/content/public-files'
import { kindNames } from '../lib/content/kinds'
import { dataFiles } from '../lib/content/schema'
import { contentRoot, loadEditions, type Content } from '../lib/content/loader'
import { readValues } from '../lib/content/read-tracking'
import { derivedReads } from '../lib/derived-reads'
import { defaultLang, type Lang } from '../lib/editions'
import { inOrder, runAtomicBuild, together, type BuildContext, type BuildStep } from './lib/atomic-build'
import { writeImageVariants } from './lib/image-variants'
import { rasterImagesNamed } from '../lib/images/variants'
import { formatLinkProblems, linkProblems, loadKnownLinks, readPageLinks, saveKnownLinks, type PagesRead } from './lib/link-check'
import { buildFailureMessage } from './lib/build-output'
import { openBuildCache } from './lib/build-cache'
import { buildInputs } from './lib/build-inputs'
import { loadStamps, recordStamps } from './lib/page-stamps'
import { hasRecord, mergeReads, placeUnchangedPages, readsSetting, recordPageReads, unchangedPages } from './lib/page-reads'
import { forkWorker, joinResults, pagesToRender, prerender, startWorkers, warmUpPage, workersFor, writeContentSnapshot, type PageToRender, type PrerenderWorker } from './lib/prerender'
import { loadInjections, saveInjections } from './lib/injections'
import { bundledScript } from './lib/bundled-script.mjs'
import type { PageFindings } from './lib/page-findings'
import { pruneSearchCopies, searchCopies, searchSite, wholeCopies } from './lib/search-copies'
import { contentFingerprint, lastBuildHad, recordPages, reuseLastPages } from './lib/unchanged-site'
import { reportFailure } from './lib/report-failure'
import { site } from '../site.config'
import { cardJobs, loadKnownCards, saveKnownCards, writeCards } from './write-cards'
import { cardCacheHolds, idleCardPainter, type IdleCardPainter } from './lib/idle-card-painter'
import { pruneCardCache } from './lib/social-cards'
import { vikeBuildCommand, vikeBuildEnv } from './lib/vike-build-env'
import { loadKnownHeads, saveKnownHeads, writeFeeds } from './write-feeds'
import { writeServiceWorker } from './lib/service-worker'
import { writeResources } from './write-resources'
import { loadKnownSearchable, saveKnownSearchable, searchablePages, writeSearchIndex, type SearchPartCache } from './write-search-index'

// `npm run build` (and `npm run check`) start this process with V8's interrupt budget at 540,672, eight times its
// default (package.json). The budget is how much a function runs before V8 weighs
// optimising it: this process runs a great deal of code a few hundred times (the check, the feeds, the steps' set-up)
// and a little code a great deal (painting cards), and at the default Turbofan compiled so much of the first kind on
// its helper threads (1.3 s of CPU, perf record -a) that the two cores paid for it. Cold builds of the 1,000-post
// copy, alternated: 10.4-11.1 s at 8x against 11.1-11.8 s at the default (4x, 16x and 32x no better than 8x); the
// prerender workers, which run the same render a thousand times, were no faster with it and keep the default.
// The site is always the production build: Vite's bundle and React in the prerender workers (which inherit this),
// also when the build is started from a test runner that sets NODE_ENV=test.
process.env.NODE_ENV = 'production'

const preview = process.env.CONTENT_PREVIEW === '1'
/**
 * CONTENT_CHECK=skip builds without the content check, to prove that the build refuses a hostile file by
 * itself (the loader and the body parse enforce the same rules): for tests, never for a real site.
 */
const skipCheck = process.env.CONTENT_CHECK === 'skip'

// Before anything is read: a link under content/ or public/ could publish any file of the build machine, and a
// page or script in public/ would be published as the site's own (lib/content/public-files.ts).
const refused = writersFolderProblems()
if (refused.length) {
  reportFailure(new ContentError(refused))
  console.error('\nBuild failed; dist/ is unchanged.')
  process.exit(1)
}

const cache = openBuildCache(buildInputs().hash)
// the content check's parses and the prerender's pages go to the cache of these build inputs
if (cache) process.env.BUILD_CACHE_DIR = cache.dir
/**
 * A prerender worker started as soon as the build knows its cache (which the worker learns from its environment)
 * when an earlier build of the same code left its bundle there: its Node starts (about 70 ms) while this process
 * works out the content's fingerprint, and it is kept (`forked`) when the build turns out incremental, else stopped.
 * A one-post rebuild's worker then loads the server build early enough to render a page to warm up before it is
 * given its pages (handContentEarly). A build whose code changed starts no worker here: its bundle is built anew.
 */
const forkedFirst = cache?.hasBundle() ? forkWorker() : undefined
/** Every content file and the day: the last build's pages are reused when it is the same (unchanged-site.ts). */
const content = cache && contentFingerprint(contentRoot())
/** What each page of the last build read (page-reads.ts), and what the pages' output depends on besides. */
const reads = cache && diskCache('page-reads')
const setting = readsSetting(contentRoot())
/**
 * Whether the last build left its record of what its pages read for this setting: then this build is incremental
 * (few pages to render, most cards in the card cache). Looked up once: hasRecord reads the whole record (about
 * 30 MB at 10,000 posts).
 */
let lastRecord: boolean | undefined
const hasLastRecord = () => (lastRecord ??= Boolean(reads && hasRecord(reads, setting)))

/**
 * Prerender workers started as soon as the server build exists, so that they load it while the content check
 * still runs; none when the last build's pages will most likely be reused, one when the last build's record of
 * what its pages read is there (a few pages will be rendered: a second worker loading beside the check took a
 * core from it, about 0.4 s of a one-post rebuild at 1,000 posts), else as many as the content files suggest.
 * The prerender starts more or stops some once it knows the pages.
 */
let workers: PrerenderWorker[] = []
/**
 * An incremental build's worker, started with this process when the bundle will most likely come from the cache:
 * it loads the server build as soon as the bundle is restored, not a Node start later.
 */
const incremental = cache?.hasBundle() && !(content && lastBuildHad(cache.dir, content)) && hasLastRecord()
if (!incremental) forkedFirst?.stop()
let forked = incremental ? (forkedFirst ?? forkWorker()) : undefined
process.on('exit', () => [...workers, ...(forked ? [forked] : [])].forEach((worker) => worker.stop()))
function startWorkersEarly(outDir: string, signal: AbortSignal): void {
  if (cache && content && lastBuildHad(cache.dir, content)) return
  const layout = readContentLayout(contentRoot(), kindNames, Object.keys(dataFiles), (file) => file)
  const bodies = kindNames.flatMap((kind) => layout.entries.get(kind) ?? [])
  const count = hasLastRecord() ? 1 : workersFor(bodies.length)
  const first = forked ? [forked] : []
  forked?.load(outDir)
  forked = undefined
  workers = [...first, ...startWorkers(outDir, count - first.length, signal)]
}

/** Whether the bundle step has its bundle: until then, once the content check is done, this process has a core to paint cards on. */
let bundled = false

/** The client assets and the server build: from the cache when the build inputs are unchanged, else vike build. */
async function bundle(build: BuildContext, signal: AbortSignal): Promise<void> {
  // the last site's folders, which the pages then need not make (vike build would empty them)
  if (cache?.hasBundle()) build.reuseFolders()
  if (cache?.restoreBundle(build.outDir)) {
    bundled = true
    console.log('  bundle from the build cache')
    startWorkersEarly(build.outDir, signal)
  } else {
    await vikeBuild(build, signal)
    bundled = true
    // the workers start loading now and take both cores
    cardPainter?.pause()
    // the workers load the server build while it is saved (the content check is done by then: a core is free)
    startWorkersEarly(build.outDir, signal)
    cache?.saveBundle(build.outDir)
    console.log('  bundle built')
  }
}

/** A child process, so it runs on its own core beside the content check; its output shows only if it fails. */
function vikeBuild({ outDir }: BuildContext, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const { command, args } = vikeBuildCommand()
    const child = spawn(command, args, { signal, env: vikeBuildEnv(outDir) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => reject(signal.aborted ? new Error('vike build stopped') : error))
    child.on('close', (code) => {
      if (code === 0) {
        // Vike moves Vite's manifest to dist/assets.json and leaves its folder empty: nothing to publish.
        const viteFolder = path.join(outDir, 'client/.vite')
        if (fs.existsSync(viteFolder) && fs.readdirSync(viteFolder).length === 0) fs.rmdirSync(viteFolder)
        return resolve()
      }
      if (process.env.DEBUG === '1') console.error(output)
      reject(new Error(buildFailureMessage(output)))
    })
  })
}

/** The site this build replaces, whose unchanged pages and search index files it takes. */
const LAST_SITE = path.resolve('dist/client')

/** Every language's checked content, which the later steps reuse instead of loading it again. */
let checked: Record<Lang, Content> | undefined

/** Paints cards in this process while it would wait (scripts/lib/idle-card-painter.ts); the cards step stops it. */
let cardPainter: IdleCardPainter | undefined

/**
 * The share of a cold build's cards painted while the workers render. The cards step runs beside Pagefind, and with
 * every card left to it, it outlasted the search index by 0.5-1.1 s with a core idle (1,000-post copy: cards 1.5-1.9 s
 * after 0.3 s of other steps, Pagefind 1.6-1.8 s). Painted beside the workers, a card takes a core from them, but
 * only for its share of two: with a third of the cards painted there, the two ended together (1.6-1.9 s). At 10,000
 * posts Pagefind outlasts the cards step either way. README, Thirty-fourth session.
 */
const CARDS_BESIDE_THE_PRERENDER = 1 / 3

/**
 * Makes the card painter, unless the last build's site will be reused whole (its cards are in the cache), or this
 * build is incremental and the card cache holds as many cards as the site has. Only an optimisation: what keeps it
 * from painting is left to the cards step, which draws every card that is missing itself and reports.
 */
function makeCardPainter(editions: Record<Lang, Content>): IdleCardPainter | undefined {
  if (cache && content && lastBuildHad(cache.dir, content)) return undefined
  try {
    const jobs = cardJobs(editions)
    return hasLastRecord() && cardCacheHolds(jobs.length) ? undefined : idleCardPainter(jobs)
  } catch {
    return undefined
  }
}

/** In an incremental build, the content snapshot written once the content is checked, and every page of the site. */
let checkedEarly: { snapshot: string; pages: PageToRender[] } | undefined

/**
 * An incremental build's worker, loading the server build, gets the content snapshot as soon as the content is
 * checked, and renders a page to warm up while this process works out which pages changed (a one-post rebuild at
 * 1,000 posts: about 0.15 s of this process after the check, and the worker's first page then about 10 ms instead
 * of about 85 ms).
 */
function handContentEarly(outDir: string, base: string, editions: Record<Lang, Content>): void {
  const worker = workers[0]
  if (!worker || workers.length !== 1 || !hasLastRecord()) return
  const pages = pagesToRender(editions)
  checkedEarly = { snapshot: writeContentSnapshot(outDir, editions), pages }
  const page = warmUpPage(outDir, pages)
  worker.content(checkedEarly.snapshot, page && { page, base })
}

async function contentCheck({ outDir, base }: BuildContext): Promise<void> {
  // Lets the Vike build start first: the check's first part (reading every file) holds this thread.
  await new Promise((resolve) => setImmediate(resolve))
  checked = (await assertEditionsValid({ preview }))[1]
  handContentEarly(outDir, base, checked)
  cardPainter = makeCardPainter(checked)
  // vike build still runs on a core of its own: this one is free until the workers start
  if (!bundled) cardPainter?.resume()
  // the bodies' parses are on disk before the prerender workers look for them
  await cacheWritesDone()
}

/**
 * Writes what each page read (scripts/lib/page-reads.ts) for the next build: made by the prerender, run once
 * Pagefind has started, off the way to it (about 0.2 s of this process at 1,000 posts).
 */
let recordForNextBuild: (() => void) | undefined
/** Records the stamps of the pages (scripts/lib/page-stamps.ts) beside what they read, off the way to Pagefind. */
let stampForNextBuild: (() => void) | undefined

/** Each page's SHA-1 by file, as the prerender wrote it or the last build left it. */
let pageDigests: Record<string, string> | undefined
/** Whether the site search indexes each page the prerender wrote now, by the page's SHA-1 (the workers say so). */
const searchableNow = new Map<string, boolean>()
/** What the feeds and the link check read in each page the prerender wrote now, by its SHA-1 (the workers found it). */
let foundNow = new Map<string, PageFindings>()
/**
 * The pages whose copy for the search index the search step need not check: those the prerender wrote now, and those
 * of the pages placed from the last build that it found whole.
 */
let copiesWhole = new Set<string>()

async function prerenderPages({ outDir, clientDir, base }: BuildContext): Promise<void> {
  // with the check skipped, the loader still refuses invalid content
  const editions = checked ?? loadEditions({ preview })
  // only awaited when it may succeed: an await here lets the steps beside this one run their first, synchronous
  // part (the cards' layouts, the entry files) before the workers are given their pages
  pageDigests = cache && content && lastBuildHad(cache.dir, content) ? await reuseLastPages(cache.dir, content, LAST_SITE, clientDir) : undefined
  if (pageDigests) {
    console.log(`  ${Object.keys(pageDigests).length} pages as the last build made them (same code, content and day)`)
    // their copies for the search index, found whole by their stamps (not read) while the pages are the same
    if (cache) copiesWhole = wholeCopies(searchCopies(cache.dir), pageDigests, loadStamps(cache.dir, 'search-copies'))
  } else {
    const pages = checkedEarly?.pages ?? pagesToRender(editions)
    // each read's value, worked out once for the check of the last build's pages and the record of this one
    const valueOf = readValues(editions, derivedReads)
    const unchanged = reads ? unchangedPages({ cache: reads, setting, valueOf, pages }) : { keys: [], pages: [], others: {} }
    const reusable = new Set(unchanged.pages.map(({ page }) => page.file))
    // the workers render the other pages while the last build's are checked and linked
    const last = { site: LAST_SITE, pages: unchanged.others }
    // what Vike adds to each template's pages, as a build of this code learnt it: a worker need not render a
    // template's first page through Vike again to learn it
    const injections = cache ? loadInjections(diskCache('page-injections')) : undefined
    // the workers find the links and heads of the pages they write, which the later steps then need not read
    const findings = { module: await bundledScript('scripts/lib/page-findings.ts'), siteOrigin: new URL(site.url).origin, copies: cache && searchCopies(cache.dir) }
    const onCoreFree = () => cardPainter?.resume()
    const rendering = prerender(outDir, base, editions, { snapshot: checkedEarly?.snapshot, started: workers, pages: pages.filter((page) => !reusable.has(page.file)), last, injections, findings, onCoreFree })
    // a cold build's share of the cards beside the workers (see CARDS_BESIDE_THE_PRERENDER); an incremental build's
    // process places the unchanged pages meanwhile
    if (!hasLastRecord()) cardPainter?.resume(Math.round(cardPainter.left * CARDS_BESIDE_THE_PRERENDER))
    const placed = await placeUnchangedPages(unchanged, LAST_SITE, clientDir, cache && loadStamps(cache.dir, 'pages'))
    // while the workers render (this process waits for them in an incremental build), not on the way to Pagefind
    if (cache) copiesWhole = wholeCopies(searchCopies(cache.dir), placed.digests, loadStamps(cache.dir, 'search-copies'))
    let result = await rendering
    // the search step starts Pagefind next: a card painted in the way of its awaits would hold it (see the steps below)
    cardPainter?.pause()
    // a page changed or gone in dist/ since the last build: rendered after all
    if (placed.failed.length) result = joinResults(result, await prerender(outDir, base, editions, { pages: placed.failed, injections: result.injections, findings }))
    foundNow = result.found
    for (const file of result.copied) copiesWhole.add(file)
    if (cache) saveInjections(diskCache('page-injections'), result.injections, injections)
    const taken = Object.keys(placed.digests).length + result.fromLastBuild
    console.log(
      `  ${pages.length} pages (${result.pages - result.fromLastBuild} rendered, ${taken} as the last build made them, ${result.fromLastBuild} of those found by their data), ${result.workers} ${result.workers === 1 ? 'worker' : 'workers'}; ${result.direct} rendered by their page's hooks without Vike's renderPage${result.warmedUp.length ? `; warmed up on ${result.warmedUp.join(', ')}` : ''}`,
    )
    pageDigests = Object.fromEntries(Object.entries({ ...placed.digests, ...result.digests }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    const searchable = new Set(result.searchable)
    for (const [file, digest] of Object.entries(result.digests)) searchableNow.set(digest, searchable.has(file))
    if (cache && content) recordPages(cache.dir, content, pageDigests)
    const made = { digests: pageDigests, inputs: { ...placed.inputs, ...result.inputs }, reads: mergeReads([placed.reads, result.reads]) }
    const digests = pageDigests
    if (reads) recordForNextBuild = () => recordPageReads({ cache: reads, setting, valueOf, pages, made })
    // once every page is in place: the next build takes a page whose file still has its stamp without reading it
    if (cache) stampForNextBuild = () => (recordStamps(cache.dir, 'pages', clientDir, digests), recordStamps(cache.dir, 'search-copies', searchCopies(cache.dir).site, digests))
  }
  for (const worker of workers) worker.stop()
  workers = []
  // the server build renders pages; the site is the client folder (the bundle stays in the cache)
  fs.rmSync(path.join(outDir, 'server'), { recursive: true, force: true })
}

/**
 * Every card, from the card cache where the painter (or an earlier build) drew it, the rest drawn now; then the cards
 * neither this build nor the last used leave the cache.
 */
async function socialCards({ clientDir }: BuildContext): Promise<void> {
  const kept = cache ? diskCache('card-files') : undefined
  await cardPainter?.stop()
  // the cards the painter painted are found without laying them out again (about 0.5 ms a card, on the build's last stretch)
  const byDigest = new Map(cardPainter?.painted)
  for (const [digest, name] of kept ? loadKnownCards(kept) : []) if (!byDigest.has(digest)) byDigest.set(digest, name)
  const known = { digests: {}, byDigest }
  const { routes, files, drawn } = await writeCards(clientDir, { editions: checked, known })
  if (kept) saveKnownCards(kept, known)
  const pruned = pruneCardCache(files)
  console.log(`  ${routes.length} social cards, ${drawn} drawn in this step, ${routes.length - drawn} from the card cache${pruned ? `; ${pruned} unused ones removed from it` : ''}`)
}

/** Settled once Pagefind has parsed the pages (or the search step ended): the steps beside it wait for that. */
let pagefindParsed: () => void = () => {}
const pagesParsed = new Promise<void>((resolve) => (pagefindParsed = resolve))
/** Settled once Pagefind has started (or the search step ended). */
let pagefindStarted: () => void = () => {}
const indexStarted = new Promise<void>((resolve) => (pagefindStarted = resolve))

/**
 * Pagefind reads the pages the search indexes (which ones the prerender said, or the last build found in the same
 * bytes): each part of the index whose pages are the same, byte for byte, comes from the build cache.
 */
async function searchIndex({ clientDir }: BuildContext): Promise<void> {
  const parts: SearchPartCache | undefined = cache && {
    restore: (part, key, target, lastFolder) => cache.restoreFolder(`search-${part}`, key, target, lastFolder),
    save: (part, key, source) => cache.saveFolder(`search-${part}`, key, source),
    last: (part) => cache.lastFolder(`search-${part}`),
  }
  const kept = cache ? diskCache('search-pages') : undefined
  const known = pageDigests && { digests: pageDigests, byDigest: new Map([...(kept ? loadKnownSearchable(kept) : []), ...searchableNow]) }
  // the prerender wrote or placed every page, and names them in order
  const pages = searchablePages(clientDir, known, pageDigests && Object.keys(pageDigests))
  // Pagefind reads each page's copy without its styles, menus and footer, where the build keeps them
  const copies = cache && pageDigests ? searchCopies(cache.dir) : undefined
  const source = copies && pageDigests ? searchSite(clientDir, pages, pageDigests, copies, copiesWhole) : undefined
  // the copies of pages the site no longer has are removed while Pagefind reads the others (it reads only `pages`)
  let pruned: Promise<void> | undefined
  const prune = () => (pruned ??= new Promise((resolve) => setImmediate(resolve)).then(() => copies && pruneSearchCopies(copies, pages)))
  const { parts: count, fromCache, fromLast, keptFiles } = await writeSearchIndex(clientDir, {
    pages,
    digests: pageDigests,
    cache: parts,
    source,
    // the last index's files kept are linked from the site being replaced
    lastSite: LAST_SITE,
    onParsed: pagefindParsed,
    onStarted: () => {
      pagefindStarted()
      // awaited below, where a failure is reported
      prune().catch(() => {})
    },
  })
  await prune()
  if (kept && known) saveKnownSearchable(kept, known)
  if (fromCache) console.log(`  search index: ${fromCache} of ${count} ${count === 1 ? 'part' : 'parts'} from the build cache`)
  if (fromLast) console.log(`  search index: ${fromLast} of ${count} ${count === 1 ? 'part' : 'parts'} written over the last index, ${keptFiles} of its files kept`)
}

/** The sitemap reads the head of each page whose bytes the last build did not read (by the prerender's digests). */
async function feeds({ clientDir, base }: BuildContext): Promise<void> {
  const heads = cache && pageDigests ? diskCache('page-heads') : undefined
  const found = [...foundNow].map(([digest, { head }]) => [digest, head] as const)
  const known = pageDigests ? { digests: pageDigests, byDigest: new Map([...(heads ? loadKnownHeads(heads) : []), ...found]) } : undefined
  writeFeeds(clientDir, { base, preview, editions: checked, known })
  if (heads && known) saveKnownHeads(heads, known)
}

/** The links and ids of every page, read before the cards are drawn (linkCheck checks them against the site after). */
let pagesRead: PagesRead | undefined

/** The pages whose bytes the last build checked (by the prerender's digests) are not read again: see KnownLinks. */
async function readLinks({ clientDir }: BuildContext): Promise<void> {
  const siteOrigin = new URL(site.url).origin
  const links = cache && pageDigests ? diskCache('links') : undefined
  const found = [...foundNow].map(([digest, { links: pageLinks }]) => [digest, pageLinks] as const)
  const known = pageDigests ? { digests: pageDigests, byDigest: new Map([...(links ? loadKnownLinks(links, siteOrigin) : []), ...found]) } : undefined
  pagesRead = await readPageLinks(clientDir, siteOrigin, known)
  if (links && known) saveKnownLinks(links, siteOrigin, known)
}

async function linkCheck({ clientDir, base }: BuildContext): Promise<void> {
  const problems = await linkProblems(clientDir, pagesRead ?? new Map(), base, new URL(site.url).origin)
  if (problems.length) throw new Error(formatLinkProblems(problems))
}

/**
 * In order; the steps of one `together` run at the same time (the prerender's workers, sharp's threads and
 * Pagefind's process each take a core while this one does the rest). A step that writes files from the
 * content goes beside the prerender; one that reads the built pages goes after it, before the link check.
 */
const steps: BuildStep[] = [
  skipCheck ? ['bundle', bundle] : together(['content check', contentCheck], ['bundle', bundle]),
  together(
    ['prerender', prerenderPages],
    ['WebP copies of raster images', ({ clientDir }) => writeImageVariants(clientDir, checked && rasterImagesNamed(checked))],
    ['files of entries (whitepaper PDFs, calendars)', async ({ clientDir, base }) => void (await writeResources(clientDir, { base, content: checked?.[defaultLang] }))],
  ),
  // Pagefind reads only the pages, so it starts at once; the sitemap lists the built pages, and the link check
  // checks the feeds' and the cards' links too. The cards are drawn here rather than beside the prerender, which
  // they slowed as much as they took (both cores are busy rendering), but where a core is free then (the card
  // painter): beside the search index a core is free. The pages' links are read before the cards step, so that the
  // cards are what is left beside Pagefind (read after them, they took about 1.6 s of the 1,000-post build with one
  // core idle). In an incremental build they start once Pagefind has
  // parsed the pages, which takes both cores: started with it, the 0.2 s of the steps of a one-post build made its
  // index 0.2 s later (1.74-1.75 s against 1.54-1.58 s); after, Pagefind leaves them about a core. A cold build's
  // cards take longer than the index and start once Pagefind has: each card holds this process a few milliseconds,
  // and started before, they held the search step's last awaits before it started Pagefind (0.35 s at 1,000 posts).
  together(
    ['search index', (build) => searchIndex(build).finally(() => (pagefindStarted(), pagefindParsed()))],
    inOrder(
      ['Pagefind\'s start (its parse in incremental builds)', () => (hasLastRecord() ? pagesParsed : indexStarted)],
      ['what each page read, for the next build', () => (recordForNextBuild?.(), stampForNextBuild?.())],
      ['sitemap, robots.txt and RSS', feeds],
      ['service worker', ({ clientDir, base }) => void writeServiceWorker(clientDir, base)],
      ['links of the pages', readLinks],
      ['social cards', socialCards],
      ['link check', linkCheck],
    ),
  ),
]

try {
  await runAtomicBuild(steps, { base: configuredBasePath() })
  await cacheWritesDone()
} catch (error) {
  console.error('\nBuild failed; dist/ is unchanged.')
  reportFailure(error)
  process.exit(1)
}
