import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordPages, reuseLastPages } from './unchanged-site'

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

describe("the last build's pages", () => {
  let root: string
  let cacheDir: string
  let dist: string
  let next: string
  const pages = { 'index.html': '<p>home</p>', 'blog/a/index.html': '<p>a</p>', 'blog/b/index.html': '<p>b</p>' }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'unchanged-site-'))
    ;[cacheDir, dist, next] = ['cache', 'dist', 'next'].map((name) => path.join(root, name)) as [string, string, string]
    fs.mkdirSync(cacheDir)
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
      fs.writeFileSync(path.join(dist, file), html)
    }
    recordPages(cacheDir, 'content-1', Object.fromEntries(Object.entries(pages).map(([file, html]) => [file, sha1(html)])))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const placed = () => (fs.existsSync(next) ? (fs.readdirSync(next, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((entry) => entry.isFile()).length : 0)

  it('are put in the new site, linked, when the content is the same and every page is as recorded', async () => {
    const digests = await reuseLastPages(cacheDir, 'content-1', dist, next)
    expect(digests).toEqual(Object.fromEntries(Object.entries(pages).map(([file, html]) => [file, sha1(html)])))
    expect(fs.readFileSync(path.join(next, 'blog/a/index.html'), 'utf8')).toBe('<p>a</p>')
    expect(fs.statSync(path.join(next, 'blog/a/index.html')).ino).toBe(fs.statSync(path.join(dist, 'blog/a/index.html')).ino)
  })

  it('are not used, and nothing is left of them, when one page was changed or removed since', async () => {
    fs.writeFileSync(path.join(dist, 'blog/b/index.html'), '<p>edited by hand</p>')
    expect(await reuseLastPages(cacheDir, 'content-1', dist, next)).toBeUndefined()
    expect(placed()).toBe(0)
    fs.writeFileSync(path.join(dist, 'blog/b/index.html'), '<p>b</p>')
    fs.rmSync(path.join(dist, 'blog/b/index.html'))
    expect(await reuseLastPages(cacheDir, 'content-1', dist, next)).toBeUndefined()
    expect(placed()).toBe(0)
  })

  it('are not used for other content', async () => {
    expect(await reuseLastPages(cacheDir, 'content-2', dist, next)).toBeUndefined()
    expect(placed()).toBe(0)
  })
})
