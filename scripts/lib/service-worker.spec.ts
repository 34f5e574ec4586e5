import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'
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
    expect(fs.readFileSync(path.join(dir, 'offline.js'), 'utf8')).toMatch(/^const CONFIG = \{"pagesCache":"kilele-pages","titleHeader":"x-kept-title","listed":20\}\n[\s\S]*data-offline-retry/)
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'en' }), '/').offline).toEqual({ '/': '/offline' })
  })

  it('changes its version when an offline page or the base changes, so browsers install it again', () => {
    const one = writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0700' }), '/').version
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0700' }), '/').version).toBe(one)
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0711' }), '/').version).not.toBe(one)
    expect(writeServiceWorker(builtSite({ 'offline/index.html': 'Call 0700' }), '/preview/pr-1/').version).not.toBe(one)
  })
})
