/**
 * The build cache can never serve a stale page (scripts/lib/build-cache.ts). In a copy of the project:
 * - an edited post and an older post added rebuild from the cache, and the result is byte for byte the build
 *   made without any cache; only the posts' pages and cards, the pages that name them, the feeds, the sitemap and
 *   the search index change; only pages that read what changed go through Vike, and of those only the ones whose
 *   data changed are rendered (the others, such as the home, whose newest posts are the same, are the last
 *   build's);
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
/** The older post added: on the lists, none of whose first pages it changes */
const addedSlug = 'an-older-post-added-after-the-first-build'

function build(env: NodeJS.ProcessEnv = {}): Build {
  const output = project.run('npm', ['run', 'build'], env)
  return { site: snapshot(path.join(project.dir, 'dist/client')), output }
}

/**
 * "  88 pages (3 rendered, 85 as the last build made them, 2 of those found by their data), 1 worker": `byData`
 * pages read something that changed but were rendered from the same data, so went through Vike.
 */
function pageCounts(output: string): { pages: number; rendered: number; unchanged: number; byData: number } {
  const match = /(\d+) pages \((\d+) rendered, (\d+) as the last build made them, (\d+) of those found by their data\)/.exec(output)
  expect(match, output).not.toBeNull()
  return { pages: Number(match![1]), rendered: Number(match![2]), unchanged: Number(match![3]), byData: Number(match![4]) }
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
  // and a post dated before every other: every list page reads the list, but the newest posts are the same
  const older = project.read(file).replace(/^title: .*$/m, 'title: "An older post a writer added later"').replace(/^date: .*$/m, 'date: 2001-01-15')
  expect(older).toContain('date: 2001-01-15')
  project.write(path.join(path.dirname(file), `${addedSlug}${path.extname(file)}`), older)
  // its one worker renders a page to warm up (PRERENDER_WARM_UP: even when given its pages first, as on a site this
  // small, where the content check is done before the worker has loaded the server build)
  builds.edited = build({ PRERENDER_WARM_UP: '1' })
  // nothing changed since
  builds.again = build()
  // the same content with no cache at all, and every page rendered without Vike's renderPage checked against Vike's
  // render of it (scripts/prerender-worker.mjs): a page that differs fails the build
  builds.uncached = build({ BUILD_CACHE: 'off', PRERENDER_VERIFY: '1' })

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
    // its search index too, which Pagefind wrote over the last build's, keeping the files it names again
    expect(builds.edited.output).toMatch(/search index: 1 of 1 part written over the last index, [1-9]\d* of its files kept/)
    // which renders the pages of every template (but the 404s) without Vike's renderPage, each checked against Vike's
    const { pages } = pageCounts(builds.uncached.output)
    const notFound = [...builds.uncached.site.keys()].filter((file) => file.endsWith('404.html')).length
    expect(notFound).toBeGreaterThan(0)
    expect(builds.uncached.output).toContain(`; ${pages - notFound} rendered by their page's hooks without Vike's renderPage`)
  })

  it('shows the edit on the post page', () => {
    expect(fs.readFileSync(path.join(project.dir, 'dist/client', postPage), 'utf8')).toContain('A sentence the writer added after the first build')
  })

  it('reuses the bundle, sends through Vike only pages that read what changed, and renders only those whose data changed', () => {
    expect(builds.edited.output).toContain('bundle from the build cache')
    const counts = pageCounts(builds.edited.output)
    const changedPages = changed(builds.cold.site, builds.edited.site).filter((file) => file.endsWith('.html'))
    expect(counts.rendered).toBeGreaterThanOrEqual(changedPages.length)
    // the posts, the lists and the pages that show the edited title go through Vike: a few, never the whole site
    // (on this small site, with two posts changed, under a third of it); the others are the last build's pages,
    // not even rendered to compare their data
    expect(counts.rendered + counts.byData).toBeLessThan(counts.pages / 3)
    expect(counts.unchanged).toBe(counts.pages - counts.rendered)
    // the home shows the newest posts: it read the list of posts, which changed, but its data did not
    expect(counts.byData).toBeGreaterThan(0)
    expect(pageCounts(builds.uncached.output).unchanged).toBe(0)
  })

  it('has its one worker render an entry\'s page to warm up before its pages, without changing them', () => {
    // the pages it then wrote are the uncached build's, byte for byte (the first test), and those found by their data
    // are found (the test above)
    expect(builds.edited.output).toMatch(/1 worker; .*; warmed up on \/[a-z0-9/-]+\n/)
    expect(builds.cold.output).not.toContain('warmed up on')
  })

  it('changes only the posts\' pages and social cards, pages that name them, the feeds, the sitemap and the search index', () => {
    const files = changed(builds.cold.site, builds.edited.site)
    const added = [`blog/${addedSlug}/index.html`, `cards/blog/${addedSlug}.png`]
    expect(files).toContain(postPage)
    expect(files).toEqual(expect.arrayContaining(added))
    // the card shows the new title
    expect(files).toContain(postCard)
    const html = (file: string) => fs.readFileSync(path.join(project.dir, 'dist/client', file), 'utf8')
    const namesPost = (file: string) => fs.existsSync(path.join(project.dir, 'dist/client', file)) && (html(file).includes(postRoute) || html(file).includes(`/blog/${addedSlug}`))
    const unexpected = files.filter((file) => !(file === postPage || file === postCard || added.includes(file) || /(^|\/)(rss|sitemap)\.xml$/.test(file) || file.startsWith('pagefind/') || file.startsWith('sw/pagefind/') || (file.endsWith('.html') && namesPost(file))))
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
    expect(pageCounts(builds.damaged.output).unchanged).toBe(0)
    expect(changed(builds.component.site, builds.damaged.site)).toEqual([])
  })
})
