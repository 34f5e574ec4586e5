/**
 * One prerender worker (scripts/lib/prerender.ts starts them). Plain JavaScript, so it starts without a
 * TypeScript loader: it only loads the server build, which Vite has compiled. It takes the content the build
 * has already loaded and checked (a snapshot, so the worker does not read and validate every file again),
 * renders its share of the pages and writes each one at once: a page whose template the build routed
 * (scripts/lib/page-routes.ts) with its page's own hooks, checked against Vike's renderPage() on the template's first
 * page (`renderWith`), the others (the 404 pages, a page a hook aborts) with renderPage(). It reports every
 * page that fails (up to MAX_ERRORS), with the content check's message when a content file is at fault, so a
 * writer sees every refused file of a build at once.
 *
 * Messages: `{ load: outDir }` as soon as the server build exists (the worker loads it while the build's
 * content check still runs), in an incremental build `{ content, warmUp }` once the content is checked (the content
 * snapshot, read at once, and a page to render and throw away meanwhile), then its task. A worker whose build ends or fails first is told nothing more and ends with its parent.
 *
 * @typedef {import('./lib/prerender').WorkerTask} WorkerTask
 * @typedef {import('./lib/prerender').WorkerReport} WorkerReport
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import { oneByteString } from './lib/one-byte-strings.mjs'

/** Cache entries being written at once at most (lib/cache/disk-cache.ts). */
const IN_FLIGHT = 16
/** Failed pages after which a worker stops: enough to name every refused file of a pull request. */
const MAX_ERRORS = 50

/**
 * With the build cache on, getContent() hands out content that notes what each page reads
 * (lib/content/read-tracking.ts), and the renderer digests what each page is rendered from (renderer/last-page.ts),
 * which the worker reports: the next build renders only pages whose reads changed, and of those only the ones
 * whose inputs changed (the others are the last build's files, `lastPages` in the task).
 */
const trackReads = Boolean(process.env.BUILD_CACHE_DIR)
Object.assign(globalThis, { kileleTrackReads: trackReads })

/**
 * The server build's modules, loaded once: `renderPage` from Vike, with the site's pages registered. Vike loads a
 * page's modules (and React's server renderer, styled-components, ...) when it first renders such a page: they are
 * loaded here instead, while the build's content check runs, so that an incremental build's few pages do not wait
 * for them (about 0.4 s at 1,000 posts).
 */
async function loadServer(/** @type {string} */ outDir) {
  await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href)
  const { renderPage } = await vikeServer
  const entries = path.join(outDir, 'server/entries')
  const pageModules = fs.existsSync(entries) ? fs.readdirSync(entries).filter((file) => file.endsWith('.mjs')) : []
  /** @type {Map<string, Record<string, any>>} */
  const modules = new Map(await Promise.all(pageModules.map(async (file) => /** @type {const} */ ([`entries/${file}`, await import(pathToFileURL(path.join(entries, file)).href)]))))
  return { renderPage, templates: templatesOf(outDir, modules) }
}

/**
 * Vike's server runtime (about 190 modules, 70 ms), loaded as soon as the worker starts: a worker is started before
 * the server build it loads is there (scripts/lib/prerender.ts forkWorker), which then finds it loaded.
 */
const vikeServer = import('vike/server')
// a failure is reported by loadServer, which awaits it
vikeServer.catch(() => {})

/**
 * A page's config values that rendering it with its own hooks knows: the hooks it calls (data, onBeforeRender,
 * onRenderHtml), the Page, and values that change nothing in a prerendered page's HTML when they are as this site
 * sets them (no pageContext passed to the client). A page with any other config is rendered by Vike.
 */
const KNOWN_CONFIG = new Set(['Page', 'data', 'onBeforeRender', 'onRenderHtml', 'client', 'isClientRuntimeLoaded', 'onBeforePrerenderStart', 'passToClient'])

/**
 * Each page id's hooks, from the page entries of the server build (lib/build/page-entries.ts writes which module is
 * which page's); a page id whose config holds anything else, or passes pageContext to the client, has none.
 * @returns {Map<string, { Page: unknown, data?: Function, onBeforeRender?: Function, onRenderHtml: Function }>}
 */
function templatesOf(/** @type {string} */ outDir, /** @type {Map<string, Record<string, any>>} */ modules) {
  const templates = new Map()
  const list = readIfThere(path.join(outDir, 'server/page-entries.json'))
  if (!list) return templates
  for (const [pageId, file] of Object.entries(JSON.parse(list.toString('utf8')))) {
    const config = modules.get(file)?.configValuesSerialized
    if (!config || Object.keys(config).some((name) => !KNOWN_CONFIG.has(name))) continue
    const passed = [config.passToClient?.valueSerialized ?? []].flat().flatMap((value) => value?.value ?? [])
    if (passed.length) continue
    /** A hook or the Page, from its +file (`export default` or named after the config) */
    const value = (/** @type {string} */ name) => {
      const serialized = config[name]?.valueSerialized
      if (!serialized) return undefined
      if (serialized.type !== 'plus-file') return null
      return serialized.exportValues[name] ?? serialized.exportValues.default ?? null
    }
    const template = { Page: value('Page'), data: value('data'), onBeforeRender: value('onBeforeRender'), onRenderHtml: value('onRenderHtml') }
    if (!template.Page || typeof template.onRenderHtml !== 'function' || template.data === null || template.onBeforeRender === null) continue
    templates.set(pageId, template)
  }
  return templates
}

/**
 * A page rendered with its page's own hooks, as Vike's renderPage calls them for a prerendered page of this site
 * (its data, then onBeforeRender, then onRenderHtml), without Vike's routing, page context and HTML processing:
 * about 40% of a page's CPU in a worker. The document is what onRenderHtml returned; what Vike adds to it (its
 * client script) is learned per template from Vike's own render of its first page (`learnInjection`).
 * @returns {Promise<string>}
 */
async function renderWith(/** @type {any} */ template, /** @type {import('./lib/page-routes').DirectRoute} */ route, /** @type {string} */ urlOriginal) {
  /** @type {Record<string, unknown>} */
  const pageContext = { urlOriginal, urlPathname: route.pathname, lang: route.lang, routeParams: route.routeParams, Page: template.Page, is404: false, isClientSide: false, isPrerendering: true }
  if (template.data) pageContext.data = await template.data(pageContext)
  const added = template.onBeforeRender && (await template.onBeforeRender(pageContext))
  if (added?.pageContext) Object.assign(pageContext, added.pageContext)
  const document = await template.onRenderHtml(pageContext)
  const html = typeof document === 'string' ? document : document?._escaped
  if (typeof html !== 'string') throw new Error('onRenderHtml returned no document this worker can read')
  return html
}

/**
 * What Vike adds to a template's document, as one piece at a place counted from the document's end, or undefined
 * when its page differs from the document in any other way (the template is then left to Vike).
 * @returns {{ fromEnd: number, piece: string, end: string } | undefined}
 */
function learnInjection(/** @type {string} */ document, /** @type {string} */ vike) {
  if (vike.length <= document.length) return undefined
  let start = 0
  while (start < document.length && document[start] === vike[start]) start++
  let end = 0
  while (end < document.length - start && document[document.length - 1 - end] === vike[vike.length - 1 - end]) end++
  if (start + end !== document.length) return undefined
  // strings of their own, one-byte where they can be: cut from a page with a curly quote, they would make every page
  // they are put in two-byte (scripts/lib/one-byte-strings.mjs says why that costs)
  return { fromEnd: end, piece: oneByteString(vike.slice(start, vike.length - end)), end: oneByteString(document.slice(document.length - end)) }
}

/** What `render` gives with every page rendered whole, the layout around its <main> included (renderer/chrome.tsx). */
async function renderWhole(/** @type {() => Promise<string>} */ render) {
  const setting = process.env.CHROME_MEMO
  process.env.CHROME_MEMO = 'off'
  try {
    return await render()
  } finally {
    if (setting === undefined) delete process.env.CHROME_MEMO
    else process.env.CHROME_MEMO = setting
  }
}

/** The page Vike would make of `document`, by what it added to the first page of the template; undefined when it cannot tell. */
function inject(/** @type {string} */ document, /** @type {{ fromEnd: number, piece: string, end: string }} */ injection) {
  if (!document.endsWith(injection.end)) return undefined
  const at = document.length - injection.fromEnd
  return document.slice(0, at) + injection.piece + document.slice(at)
}

/** @param {WorkerTask} task @param {ReturnType<typeof loadServer>} server @returns {Promise<WorkerReport>} */
async function render({ outDir, base, pages, searchMarker, contentSnapshot, lastSite, lastPages = {}, injections: known = {}, findings: findingsIn }, server) {
  // the page rendered to warm up (see `warmUp`) is done before the first page starts
  const warmedUpOn = await warmedUp
  if (contentSnapshot && contentSnapshot !== snapshotRead) readSnapshot(contentSnapshot)
  /** What the build's later steps read in each page written (scripts/lib/page-findings.ts), when the build asks */
  const finder = findingsIn && (await import(pathToFileURL(findingsIn.module).href))
  const found = finder?.findingsTable()
  const { renderPage, templates } = await server
  /**
   * Per page id: what Vike adds to its documents once its first page was rendered both ways and they agree, or
   * false when they did not (Vike renders that template's pages); given by the build when an earlier build of the
   * same code learnt it. PRERENDER_VERIFY=1 checks every page so (tests), and that the page is the same rendered
   * whole as with the layout around its <main> drawn once (renderer/chrome.tsx).
   * @type {Map<string, import('./lib/prerender').Injection>}
   */
  const injections = new Map(Object.entries(known))
  const verifyAll = process.env.PRERENDER_VERIFY === '1'
  let direct = 0
  const client = path.join(outDir, 'client')
  /**
   * The page folders made. Pages and search copies are written synchronously: on libuv's threads (a few at a time
   * while the next page rendered) each file took three hand-overs between threads, and a cold build at 1,000 posts
   * spent about 1 s more of CPU (three alternated pairs: prerender 4.4-4.6 s against 5.3-5.8 s).
   */
  /** @type {Set<string>} */
  const folders = new Set()
  /** @type {string[]} */
  const errors = []
  /** Each written page's SHA-1, by file: the build records them and keys the search index by them without reading every page again. */
  /** @type {Record<string, string>} */
  const digests = {}
  /** The written pages the site search indexes (their HTML has `searchMarker`): Pagefind is given only those */
  /** @type {string[]} */
  const searchable = []
  /** The pages whose copy for the search index this worker wrote */
  /** @type {string[]} */
  const copied = []
  /** Each read once, and each page's reads as places in that list */
  /** @type {Map<string, number>} */
  const readKeys = new Map()
  /** @type {Record<string, number[]>} */
  const pageReads = {}
  /** What each page was rendered from (a SHA-1, renderer/last-page.ts), by file */
  /** @type {Record<string, string>} */
  const inputs = {}
  /** @type {{ start(): void, finish(): string[] } | undefined} */
  const reads = trackReads ? globalThis.kileleReads : undefined
  let written = 0
  let fromLastBuild = 0
  for (const page of pages) {
    reads?.start()
    const last = lastPages[page.file]
    /** The last build's bytes of the page, once checked against the SHA-1 it recorded */
    /** @type {Buffer | undefined} */
    let lastBytes
    /** @type {import('../renderer/last-page').LastPage | undefined} */
    const lastPage = trackReads
      ? {
          lastInputs: last?.inputs,
          lastIsThere: () => {
            if (!last || !lastSite) return false
            const bytes = readIfThere(path.join(lastSite, page.file))
            if (bytes && createHash('sha1').update(bytes).digest('hex') === last.digest) lastBytes = bytes
            return lastBytes !== undefined
          },
        }
      : undefined
    globalThis.kileleLastPage = lastPage
    const urlOriginal = `${base}${page.url.slice(1)}`
    const template = page.direct && templates.get(page.direct.pageId)
    const injection = template ? injections.get(page.direct.pageId) : false
    /** The page's HTML, when its template renders it without Vike */
    let html
    /** Vike's render of the page, once it went through renderPage() */
    let pageContext
    if (template && injection !== false) {
      try {
        const document = await renderWith(template, page.direct, urlOriginal)
        if (verifyAll && !lastPage?.reused && document !== (await renderWhole(() => renderWith(template, page.direct, urlOriginal)))) {
          errors.push(`${page.url}: with the layout's drawing (renderer/chrome.tsx), the page differs from its whole render (PRERENDER_VERIFY)`)
          continue
        }
        // the last build's file is written, not the document (renderer/last-page.ts), which is then a stand-in
        if (lastPage?.reused) html = document
        else if (injection === undefined || verifyAll) {
          pageContext = await renderPage({ urlOriginal })
          const vike = pageContext.httpResponse
          const learnt = vike?.statusCode === 200 ? learnInjection(document, vike.body) : undefined
          if (verifyAll && injection && (!learnt || learnt.piece !== injection.piece || learnt.fromEnd !== injection.fromEnd)) {
            errors.push(`${page.url}: rendered without Vike, the page differs from Vike's (PRERENDER_VERIFY)`)
            continue
          }
          injections.set(page.direct.pageId, learnt ?? false)
          html = learnt && vike.body
        } else html = inject(document, injection)
      } catch {
        // an abort (a 404 from a data hook) or an error: Vike renders the page and reports it as it does
        html = undefined
      }
    }
    // a template Vike's page differs from keeps the render it was compared with: it is not rendered twice
    if (html === undefined) {
      pageContext ??= await renderPage({ urlOriginal })
      if (verifyAll && pageContext.httpResponse?.body !== (await renderWhole(() => renderPage({ urlOriginal }))).httpResponse?.body) {
        errors.push(`${page.url}: with the layout's drawing (renderer/chrome.tsx), Vike's page differs from its whole render (PRERENDER_VERIFY)`)
        continue
      }
    }
    else if (!lastPage?.reused) direct++
    if (reads) pageReads[page.file] = reads.finish().map((key) => readKeys.get(key) ?? (readKeys.set(key, readKeys.size), readKeys.size - 1))
    if (lastPage?.inputs) inputs[page.file] = lastPage.inputs
    const response = html === undefined ? pageContext.httpResponse : { statusCode: 200, body: html }
    if (!response || response.statusCode !== page.status) {
      const error = pageContext?.errorWhileRendering
      const reason = error instanceof Error ? error.message : `answered ${response?.statusCode ?? 'nothing'}`
      errors.push(/^Content check failed/.test(reason) ? reason : `${page.url}: ${reason}`)
      if (errors.length >= MAX_ERRORS) break
      continue
    }
    const file = path.join(client, page.file)
    const folder = path.dirname(file)
    if (!folders.has(folder)) {
      fs.mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    // a page rendered from the same inputs as the last build's is that build's file, checked above
    const reused = lastPage?.reused === true && lastBytes !== undefined && last !== undefined
    /** The page's HTML, when rendered now (what the later steps read in it is found in the text) */
    const rendered = reused ? undefined : response.body
    // encoded once, for its SHA-1 and its file
    const body = reused ? lastBytes : Buffer.from(rendered)
    digests[page.file] = reused ? last.digest : createHash('sha1').update(body).digest('hex')
    // a page taken from the last build: the build knows its findings by its bytes, or reads it
    if (found && rendered !== undefined) found.add(digests[page.file], finder.pageFindings(page.file, rendered, findingsIn.siteOrigin))
    if (body.includes(searchMarker)) {
      searchable.push(page.file)
      // its copy for Pagefind (scripts/lib/search-copies.ts); one not made here is cut by the search step
      const copy = found && rendered !== undefined && findingsIn.copies ? finder.searchCopy(rendered) : undefined
      if (copy !== undefined) {
        try {
          finder.placeCopy(findingsIn.copies, page.file, digests[page.file], copy)
          copied.push(page.file)
        } catch {
          // the search step cuts the copies no worker placed
        }
      }
    }
    if (reused) fromLastBuild++
    fs.writeFileSync(file, body)
    await globalThis.kileleCacheWritesBelow?.(IN_FLIGHT)
    written++
  }
  // the build cache's entries (lib/cache/disk-cache.ts, in the server build) are on disk before the worker ends
  await globalThis.kileleCacheWritesDone?.()
  return { rendered: written - fromLastBuild, fromLastBuild, direct, errors, digests, searchable, inputs, reads: { keys: [...readKeys.keys()], pages: pageReads }, injections: Object.fromEntries(injections), found: found?.table(), copied, warmedUp: warmedUpOn }
}

/** A file's bytes, or undefined when it cannot be read. */
function readIfThere(/** @type {string} */ file) {
  try {
    return fs.readFileSync(file)
  } catch {
    return undefined
  }
}

/** @type {ReturnType<typeof loadServer> | undefined} */
let server
/** The content snapshot read (a snapshot's file is never written again: scripts/lib/prerender.ts writeContentSnapshot) */
/** @type {string | undefined} */
let snapshotRead
/** Whether the task came */
let tasked = false
/** Settled once the page rendered to warm up is (see `warmUp`), with its address when it was rendered */
/** @type {Promise<string | undefined> | undefined} */
let warmedUp

/** Reads the content snapshot the build wrote, which getContent() (lib/content/loader.ts) then takes at the first page. */
function readSnapshot(/** @type {string} */ file) {
  // used by getContent() only for the same content folder and options
  globalThis.kileleContentSnapshot = v8.deserialize(fs.readFileSync(file))
  snapshotRead = file
}

/**
 * Renders a page once, as the first page of its template is rendered, and throws the document away: while an
 * incremental build works out which pages changed, this worker would only wait, and the page it is then given (most
 * often one of the template of most pages) takes about 10 ms instead of about 85 ms at 1,000 posts (its template's code
 * compiled, the indexes its data hook keeps made). Its reads are taken and dropped, and the next page sets its own
 * last-build state, so nothing of it reaches a page written.
 */
async function warmUp(/** @type {import('./lib/prerender').PageToRender} */ page, /** @type {string} */ base) {
  const { templates } = await /** @type {ReturnType<typeof loadServer>} */ (server)
  const template = page.direct && templates.get(page.direct.pageId)
  // given its pages before the server build was loaded: they come first (PRERENDER_WARM_UP=1, for tests: not even then)
  if (!template || !page.direct || (tasked && process.env.PRERENDER_WARM_UP !== '1')) return undefined
  const reads = trackReads ? globalThis.kileleReads : undefined
  reads?.start()
  globalThis.kileleLastPage = undefined
  try {
    await renderWith(template, page.direct, `${base}${page.url.slice(1)}`)
    return page.url
  } catch {
    // a page its hooks refuse: only the warm-up is lost
    return undefined
  } finally {
    reads?.finish()
  }
}
// the parent gone (its build failed or ended) before a task came: nothing is left to do
process.on('disconnect', () => process.exit(0))
process.on('message', async (/** @type {{ load: string } | { content: string, warmUp?: { page: import('./lib/prerender').PageToRender, base: string } } | WorkerTask} */ message) => {
  if ('content' in message) {
    try {
      readSnapshot(message.content)
    } catch {
      // the task names the snapshot again
      return
    }
    if (message.warmUp && server) {
      const { page, base } = message.warmUp
      warmedUp = server.then(() => warmUp(page, base)).catch(() => undefined)
    }
    return
  }
  if ('load' in message) {
    server = loadServer(message.load)
    // a failure to load is reported with the task
    server.catch(() => {})
    return
  }
  const task = message
  tasked = true
  /** @type {WorkerReport} */
  let report
  try {
    report = await render(task, server ?? loadServer(task.outDir))
  } catch (error) {
    report = { rendered: 0, fromLastBuild: 0, direct: 0, errors: [error instanceof Error ? (error.stack ?? error.message) : String(error)], digests: {}, searchable: [], inputs: {}, reads: { keys: [], pages: {} }, injections: {} }
  }
  process.send?.(report, () => process.exit(report.errors.length ? 1 : 0))
})
