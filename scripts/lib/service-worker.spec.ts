import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'
import { IMAGES_CACHE, IMAGES_KEPT } from '../../lib/offline/offline-cache'
import { writeServiceWorker } from './service-worker'

const folder = tempFolders('service-worker-')
/** A built site's client folder with `pages`, and Vite's manifest beside it as the build leaves it (dist/assets.json). */
function builtSite(pages: Record<string, string>, manifest?: object): string {
  const dist = folder()
  if (manifest) writeFilesIn(dist, { 'assets.json': JSON.stringify(manifest) })
  return writeFilesIn(path.join(dist, 'client'), pages)
}

describe('writeServiceWorker', () => {
  it('names the offline page of each language that has one, under the base', () => {
    const page = (logo: string) =>
      `<html><head><link rel="icon" href="${logo}favicon.svg"><link rel="alternate" href="https://kilele.example/rss.xml"></head><body><img src="${logo}brand/mark.svg"><a href="${logo}about">About</a><script src="${logo}offline.js" defer></script><script type="module" src="${logo}assets/entries/x.js"></script></body></html>`
    const manifest = {
      'renderer/+client.ts': { file: 'assets/entries/x.js', imports: ['_chunk-a.js'], dynamicImports: ['components/islands/hydrate.client.ts'] },
      '_chunk-a.js': { file: 'assets/chunks/chunk-a.js' },
      'components/islands/hydrate.client.ts': { file: 'assets/chunks/hydrate.js' },
    }
    const dir = builtSite({ 'offline/index.html': page('/preview/pr-42/'), 'sw/offline/index.html': page('/preview/pr-42/') }, manifest)
    const config = writeServiceWorker(dir, '/preview/pr-42/')
    expect(config.scope).toBe('/preview/pr-42/')
    expect(config.offline).toEqual({ '/preview/pr-42/': '/preview/pr-42/offline', '/preview/pr-42/sw/': '/preview/pr-42/sw/offline' })
    const text = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')
    expect(text.startsWith(`const CONFIG = ${JSON.stringify(config)}\n`)).toBe(true)
    expect(text).toContain("self.addEventListener('fetch'")
    expect(config.files).toEqual([
      '/preview/pr-42/assets/chunks/chunk-a.js',
      '/preview/pr-42/assets/entries/x.js',
      '/preview/pr-42/brand/mark.svg',
      '/preview/pr-42/favicon.svg',
      '/preview/pr-42/offline.js',
    ])
    expect(config.titleSuffix).toBe(' - Kilele Technologies')
    const pageScript = fs.readFileSync(path.join(dir, 'offline.js'), 'utf8')
    expect(pageScript).toMatch(/^const CONFIG = \{[^\n]*\}\n[\s\S]*data-offline-retry/)
    expect(JSON.parse(/^const CONFIG = (.*)$/m.exec(pageScript)![1]!)).toEqual({
      pagesCache: 'kilele-pages',
      titleHeader: 'x-kept-title',
      listed: 20,
      // where the offline page is itself, not standing in for a page that could not load
      offlinePages: ['/preview/pr-42/offline', '/preview/pr-42/sw/offline'],
      retry: { online: 1000, first: 5000, longest: 300000, forget: 600000 },
    })
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'en' }), '/').offline).toEqual({ '/': '/offline' })
  })

  it('changes its version when an offline page or the base changes, so browsers install it again', () => {
    const one = writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0700' }), '/').version
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0700' }), '/').version).toBe(one)
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0711' }), '/').version).not.toBe(one)
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0700' }), '/preview/pr-1/').version).not.toBe(one)
  })
})

/** An in-memory CacheStorage as a worker sees it: each cache's entries in the order they were last put. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      // as the Cache API does: an entry put again goes to the end
      put: async (url: string, response: Response) => void (store.delete(url), store.set(url, response)),
      delete: async (url: string) => store.delete(url),
      keys: async () => [...store.keys()],
      match: async (url: string) => store.get(url)?.clone(),
      addAll: async () => undefined,
    }
  }
  const match = async (url: string, options: { cacheName?: string } = {}) =>
    (options.cacheName ? stores.get(options.cacheName)?.get(url) : [...stores.values()].find((store) => store.has(url))?.get(url))?.clone()
  return { stores, api: { open, match, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) } }
}

/** The written sw.js run as a browser runs it, against `network`; `load` fetches an image through it. */
function runWorker(dir: string, network: { online: boolean }) {
  const caches = memoryCaches()
  const listeners: Record<string, (event: object) => void> = {}
  const self = { location: { origin: 'https://kilele.example' }, addEventListener: (type: string, listener: (event: object) => void) => (listeners[type] = listener) }
  const fetch = async (request: { url: string }) => (network.online ? Object.defineProperty(new Response(`image ${request.url}`), 'type', { value: 'basic' }) : Promise.reject(new TypeError('Failed to fetch')))
  vm.runInNewContext(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'), { self, caches: caches.api, fetch, Response, Headers, URL, URLSearchParams })
  /** The worker's answer's text: undefined for an error, 'not answered' when the browser is left to fetch it. */
  async function load(url: string): Promise<string | undefined> {
    const waits: Promise<unknown>[] = []
    let answer: Promise<Response> | undefined
    listeners.fetch!({ request: { url, method: 'GET', mode: 'no-cors', destination: 'image' }, respondWith: (response: Promise<Response>) => (answer = response), waitUntil: (promise: Promise<unknown>) => waits.push(promise) })
    if (!answer) return 'not answered'
    const response = await answer
    await Promise.all(waits)
    return response.type === 'error' ? undefined : response.text()
  }
  /** The worker's answer to a form's native submission of `body` (urlencoded), as HTML; undefined for an error. */
  async function post(url: string, body: string): Promise<string | undefined> {
    let answer: Promise<Response> | undefined
    const request = { url, method: 'POST', mode: 'navigate', clone: () => ({ text: async () => body }) }
    listeners.fetch!({ request, respondWith: (response: Promise<Response>) => (answer = response), waitUntil: () => undefined })
    const response = await answer!
    return response.type === 'error' ? undefined : response.text()
  }
  return { load, post, caches }
}

describe('the written service worker', () => {
  it('keeps the newest images pages showed and, without a connection, answers with them', async () => {
    const network = { online: true }
    const dir = builtSite({ 'offline/index.html': 'offline' })
    writeServiceWorker(dir, '/')
    const { load, caches } = runWorker(dir, network)
    const image = (n: number) => `https://kilele.example/images/${n}.svg`
    for (let n = 0; n <= IMAGES_KEPT; n++) await expect(load(image(n))).resolves.toBe(`image ${image(n)}`)
    // the first image loaded again is the newest: the second is the one dropped
    await load(image(0))
    await load(image(IMAGES_KEPT + 1))
    expect(caches.stores.get(IMAGES_CACHE)?.size).toBe(IMAGES_KEPT)
    network.online = false
    await expect(load(image(0))).resolves.toBe(`image ${image(0)}`)
    await expect(load(image(IMAGES_KEPT + 1))).resolves.toBe(`image ${image(IMAGES_KEPT + 1)}`)
    await expect(load(image(1))).resolves.toBeUndefined()
    // another site's image never goes through the worker
    await expect(load('https://elsewhere.example/a.svg')).resolves.toBe('not answered')
  })

  it("gives a form's native submission without a connection the offline page with what was typed, never the honeypot's", async () => {
    const network = { online: false }
    const dir = builtSite({ 'offline/index.html': '<html><body><h1>No connection</h1></body></html>' })
    writeServiceWorker(dir, '/')
    const { post, caches } = runWorker(dir, network)
    caches.stores.set('kilele-offline-test', new Map([['/offline', new Response('<html><body><h1>No connection</h1></body></html>')]]))
    const typed = new URLSearchParams([['form-name', 'contact'], ['bot-field', ''], ['name', 'Amina'], ['message', 'Hi </script><b>$& $1']]).toString()
    const html = await post('https://kilele.example/contact/thanks', typed)
    const block = /<script type="application\/json" data-offline-unsent-data>(.*)<\/script><\/body><\/html>$/.exec(html!)
    expect(html!.startsWith('<html><body><h1>No connection</h1>')).toBe(true)
    expect(block![1]).not.toContain('<')
    expect(JSON.parse(block![1]!)).toEqual({ form: 'contact', fields: [['name', 'Amina'], ['message', 'Hi </script><b>$& $1']] })
    // a bot's submission (the honeypot filled) gets the offline page alone
    const bot = new URLSearchParams([['form-name', 'contact'], ['bot-field', 'spam'], ['name', 'x']]).toString()
    await expect(post('https://kilele.example/contact/thanks', bot)).resolves.toBe('<html><body><h1>No connection</h1></body></html>')
    // with a connection, the submission goes through as it is
    network.online = true
    await expect(post('https://kilele.example/contact/thanks', typed)).resolves.toBe('image https://kilele.example/contact/thanks')
  })
})
