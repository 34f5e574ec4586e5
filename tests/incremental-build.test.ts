/**
 * The build cache can never serve a stale page (scripts/lib/build-cache.ts). In a copy of the project:
 * - an edited post rebuilds from the cache, and the result is byte for byte the build made without any cache;
 *   only the post's page, the pages that name it, the feeds, the sitemap and the search index change, and only
 *   pages whose data changed are rendered again;
 * - a build with nothing changed takes the last build's pages, and gives the same site;
 * - a change to a shared component reaches every page (a new cache folder: nothing is reused);
 * - a damaged cache (every page, every body, the bundle) is not trusted: the build is the same as without it.
 * Which input changes the cache folder (templates, config, registry, dependencies...) is in
 * scripts/lib/build-inputs.spec.ts; damaged and foreign entries in lib/cache/disk-cache.spec.ts and
 * scripts/lib/build-cache.spec.ts.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { copyProject } from '#/scripts/lib/project-copy'

type Site = Map<string, string>

/** Every file of the built site with the hash of its bytes. */
function snapshot(clientDir: string): Site {
  const site: Site = new Map()
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    site.set(path.relative(clientDir, file), createHash('sha1').update(fs.readFileSync(file)).digest('hex'))
  }
  return site
}

const changed = (a: Site, b: Site) => [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort()

type Build = { site: Site; output: string }

let project: ReturnType<typeof copyProject>
const builds: Record<'cold' | 'edited' | 'again' | 'uncached' | 'component' | 'damaged', Build> = {} as never
let postRoute = ''
let postPage = ''
let postCard = ''

function build(env: NodeJS.ProcessEnv = {}): Build {
  const output = project.run('npm', ['run', 'build'], env)
  return { site: snapshot(path.join(project.dir, 'dist/client')), output }
}

/** "  88 pages (3 rendered, 2 from the build cache, 83 as the last build made them), 1 worker" */
function pageCounts(output: string): { pages: number; rendered: number; fromCache: number; unchanged: number } {
  const match = /(\d+) pages \((\d+) rendered, (\d+) from the build cache, (\d+) as the last build made them\)/.exec(output)
  expect(match, output).not.toBeNull()
  return { pages: Number(match![1]), rendered: Number(match![2]), fromCache: Number(match![3]), unchanged: Number(match![4]) }
}

beforeAll(() => {
  project = copyProject(process.cwd(), { ownNodeModules: true })
  builds.cold = build()

  // a post as a writer edits it: a new title, and a sentence more at the end of its body (the title is on
  // the lists, the category page and other posts' related posts: pages that read it must be rendered again)
  const post = loadContent({ root: path.join(project.dir, 'content') }).blog[0]!
  postRoute = `/blog/${post.slug}`
  postPage = `blog/${post.slug}/index.html`
  postCard = `cards/blog/${post.slug}.png`
  // the loader names files from the working folder: the post's path inside the copy, wherever the checkout is
  const file = path.relative(project.dir, path.resolve(post.file))
  const retitled = project.read(file).replace(/^title: .*$/m, 'title: "A title the writer changed after the first build"')
  expect(retitled).toContain('A title the writer changed')
  project.write(file, `${retitled.trimEnd()}\n\nA sentence the writer added after the first build, for the incremental test.\n`)
  builds.edited = build()
  // nothing changed since
  builds.again = build()
  // the same content with no cache at all
  builds.uncached = build({ BUILD_CACHE: 'off' })

  // a shared component: the footer every page has
  const footer = 'components/layout/Footer.tsx'
  const source = project.read(footer)
  expect(source).toContain('<Root>')
  project.write(footer, source.replace('<Root>', '<Root data-build-cache-test="footer">'))
  builds.component = build()

  // every entry of the current cache damaged, the bundle included
  const cacheRoot = path.join(project.dir, '.cache/build')
  const current = fs.readdirSync(cacheRoot).map((name) => path.join(cacheRoot, name)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]!
  for (const entry of fs.readdirSync(current, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if (file.endsWith('.js') || file.endsWith('.mjs')) fs.appendFileSync(file, '\n// changed in the cache')
    else fs.writeFileSync(file, '{"key":"x","length":3,"crc":0}\n<p>stale</p>')
  }
  builds.damaged = build()
}, 300_000)

afterAll(() => project?.dispose())

describe('an edited post, built from the cache', () => {
  it('gives the same site, byte for byte, as a build without the cache', () => {
    expect(changed(builds.edited.site, builds.uncached.site)).toEqual([])
  })

  it('shows the edit on the post page', () => {
    expect(fs.readFileSync(path.join(project.dir, 'dist/client', postPage), 'utf8')).toContain('A sentence the writer added after the first build')
  })

  it('reuses the bundle and renders again only pages that read what changed', () => {
    expect(builds.edited.output).toContain('bundle from the build cache')
    const counts = pageCounts(builds.edited.output)
    const changedPages = changed(builds.cold.site, builds.edited.site).filter((file) => file.endsWith('.html'))
    expect(counts.rendered).toBeGreaterThanOrEqual(changedPages.length)
    // the post, its lists and the pages that show its title: a few, never the whole site; the others are the
    // last build's pages, not even looked up in the page cache
    expect(counts.rendered + counts.fromCache).toBeLessThan(counts.pages / 4)
    expect(counts.unchanged).toBe(counts.pages - counts.rendered - counts.fromCache)
    expect(pageCounts(builds.uncached.output).fromCache).toBe(0)
    expect(pageCounts(builds.uncached.output).unchanged).toBe(0)
  })

  it('changes only the post page and its social card, pages that name the post, the feeds, the sitemap and the search index', () => {
    const files = changed(builds.cold.site, builds.edited.site)
    expect(files).toContain(postPage)
    // the card shows the new title
    expect(files).toContain(postCard)
    const namesPost = (file: string) => fs.readFileSync(path.join(project.dir, 'dist/client', file), 'utf8').includes(postRoute)
    const unexpected = files.filter((file) => !(file === postPage || file === postCard || /(^|\/)(rss|sitemap)\.xml$/.test(file) || file.startsWith('pagefind/') || file.startsWith('sw/pagefind/') || (file.endsWith('.html') && namesPost(file))))
    expect(unexpected).toEqual([])
  })
})

describe('a build with nothing changed', () => {
  it('takes the last build\'s pages and the search index from the cache, and gives the same site', () => {
    expect(builds.again.output).toMatch(/\d+ pages as the last build made them/)
    expect(builds.again.output).toContain('search index: 1 of 1 part from the build cache')
    expect(changed(builds.edited.site, builds.again.site)).toEqual([])
  })
})

describe('a changed component', () => {
  it('reaches every page: nothing is reused from the cache of the old code', () => {
    expect(builds.component.output).toContain('bundle built')
    expect(pageCounts(builds.component.output).fromCache).toBe(0)
    expect(pageCounts(builds.component.output).unchanged).toBe(0)
    const pages = [...builds.component.site.keys()].filter((file) => file.endsWith('.html'))
    const without = pages.filter((file) => !fs.readFileSync(path.join(project.dir, 'dist/client', file), 'utf8').includes('data-build-cache-test="footer"'))
    expect(pages.length).toBeGreaterThan(50)
    expect(without).toEqual([])
  })
})

describe('a damaged cache', () => {
  it('is not trusted: the bundle is built again, every page rendered again, and the site is the same', () => {
    expect(builds.damaged.output).toContain('bundle built')
    expect(pageCounts(builds.damaged.output).fromCache).toBe(0)
    expect(pageCounts(builds.damaged.output).unchanged).toBe(0)
    expect(changed(builds.component.site, builds.damaged.site)).toEqual([])
  })
})
