/**
 * A project copy with three extra posts (one published with an image, one draft, one scheduled), built twice:
 * - the production build under BASE_PATH=/preview/pr-42/, served under that sub-path: links, assets,
 *   lazily loaded island chunks, MDX images, 404, canonical, sitemap and feed all carry the base; the draft
 *   and the scheduled post are nowhere; the published post, older than every other, is on the last page
 *   of the list (/blog/page/<n>, worked out from how many posts content/ holds);
 * - the preview build (npm run build:preview): both unpublished posts have pages and cards, with badges.
 *   This copy's site.config.ts also names a form endpoint (the other delivery setting), so this build shows
 *   the forms posting there and the generated CSP following it, while the first shows Netlify Forms under
 *   the base path.
 */
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageCount } from '#/lib/content/pagination'
import { loadContent } from '#/lib/content/loader'
import { defaultLang, translatedLangs } from '#/lib/editions'
import { postFile } from '#/lib/content/test-fixtures'
import { site } from '#/site.config'
import { copyProject } from '#/scripts/lib/project-copy'
import { builtRoutes } from '#/scripts/lib/routes'
import { PARTS_FILE, searchablePages, searchParts as partsOf, writeSearchIndex } from '#/scripts/write-search-index'
import { problemsOf, useSite, waitForIslands } from './support/browser'
import { titleOf } from './support/html'

const BASE = '/preview/pr-42/'
const ORIGIN_BASE = `https://kilele.example${BASE}`
/** The day before the oldest published post: the new post is the last of the list, whatever content/ holds. */
const oldest = loadContent().blog.at(-1)!.date
const dayBefore = new Date(Date.parse(`${oldest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const posts = {
  published: { slug: 'offline-first-pos', title: 'Offline-First Point of Sale for Upcountry Shops', date: dayBefore, category: 'Technology' },
  draft: { slug: 'draft-ransomware-drill', title: 'A Ransomware Drill for a Twelve-Person Office', date: '2026-11-01', category: 'Cybersecurity', draft: true },
  scheduled: { slug: 'scheduled-cloud-costs', title: 'Cutting Cloud Costs Before the Budget Year', date: '2099-12-31', category: 'Cloud' },
}
const unpublished = [posts.draft, posts.scheduled]
const ENDPOINT = 'https://forms.example.net/f/kilele'

const project = copyProject()
const prodDir = path.join(project.dir, 'dist-prod')
const previewDir = path.join(project.dir, 'dist', 'client')
const prod = (file: string) => fs.readFileSync(path.join(prodDir, file), 'utf8')
const preview = (file: string) => fs.readFileSync(path.join(previewDir, file), 'utf8')
const xml = new XMLParser({ ignoreAttributes: false })
/** Published posts of the copy, and the list page the new post is on (the last one). */
let published: ReturnType<typeof loadContent>['blog']
let lastPage: number
const listPage = (n: number) => (n === 1 ? 'blog' : `blog/page/${n}`)

beforeAll(() => {
  for (const { slug, title, date, category, ...rest } of Object.values(posts)) {
    // Each body is a real post of at least 300 words (a writing rule of the content check), with an image.
    const body = fs.readFileSync(path.resolve('tests/fixtures/post-bodies', `${slug}.md`), 'utf8')
    project.write(`content/blog/${slug}.md`, postFile({ title, excerpt: `${title}: what to know.`, category, date, author: 'Brian Otieno', ...rest }, body))
  }
  published = loadContent({ root: path.join(project.dir, 'content') }).blog
  lastPage = pageCount(published.length)
  // vitest sets NODE_ENV=test, which would give the builds React's development bundle.
  project.run('npm', ['run', 'build'], { BASE_PATH: BASE, CONTENT_PREVIEW: '', NODE_ENV: 'production' })
  fs.renameSync(previewDir, prodDir)
}, 300_000)

/**
 * The search index in parts, as a site of a thousand pages and more has it (scripts/write-search-index.ts): written
 * again in as few parts as put the new post outside the first part, which the search must merge in.
 */
let searchParts: string[]
beforeAll(async () => {
  fs.rmSync(path.join(prodDir, 'pagefind'), { recursive: true })
  const pages = searchablePages(prodDir)
  const post = `blog/${posts.published.slug}/index.html`
  const count = [2, 3, 4, 5, 6, 7, 8].find((n) => !partsOf(pages, n)[0]!.includes(post))!
  expect(count).toBeDefined()
  await writeSearchIndex(prodDir, { parts: count })
  searchParts = JSON.parse(fs.readFileSync(path.join(prodDir, PARTS_FILE), 'utf8')) as string[]
}, 120_000)

beforeAll(() => {
  // The one delivery setting, as README says: an endpoint in site.config.ts, then the host configs regenerated.
  const config = project.read('site.config.ts')
  project.write('site.config.ts', config.replace("forms: { endpoint: null,", `forms: { endpoint: '${ENDPOINT}',`))
  expect(project.read('site.config.ts')).not.toBe(config)
  project.run(process.execPath, ['--import', 'tsx', 'scripts/write-host-config.ts'])
  project.run('npm', ['run', 'build:preview'], { BASE_PATH: BASE, NODE_ENV: 'production' })
}, 300_000)

afterAll(() => project.dispose())

describe('production build under /preview/pr-42/', () => {
  it('keeps the draft and the scheduled post out of pages, cards, categories, feed and sitemap', () => {
    const everything = [...builtRoutes(prodDir).map((r) => prod(path.join(r, 'index.html'))), prod('rss.xml'), prod('sitemap.xml')].join('\n')
    for (const post of unpublished) {
      expect(fs.existsSync(path.join(prodDir, 'blog', post.slug))).toBe(false)
      expect(everything).not.toContain(post.title)
      expect(everything).not.toContain(post.slug)
    }
    expect(prod('blog/index.html')).not.toContain('data-status')
  })

  it('paginates: the oldest post is on the last list page, with rel prev/next', () => {
    expect(published.at(-1)!.slug).toBe(posts.published.slug)
    expect(lastPage, `more than ${site.blogPageSize} published posts make a second list page`).toBeGreaterThan(1)
    expect(prod('blog/index.html')).toContain(`<link rel="next" href="${BASE}blog/page/2" />`)
    expect(prod('blog/index.html')).toMatch(new RegExp(`<a href="${BASE}blog/page/2" rel="next">`))
    const last = prod(`${listPage(lastPage)}/index.html`)
    expect(titleOf(last)).toBe(`Blog, page ${lastPage} - Kilele Technologies`)
    expect(last).toContain(posts.published.title)
    expect(last).toContain(`<link rel="prev" href="${BASE}${listPage(lastPage - 1)}" />`)
    expect(last).toMatch(new RegExp(`<a href="${BASE}${listPage(lastPage - 1)}" rel="prev">`))
    expect(last).not.toContain('rel="next"')
  })

  it('puts the base on every root-relative link, asset, image and CSS url in every page', () => {
    const offenders: string[] = []
    for (const route of [...builtRoutes(prodDir), '/404.html', ...translatedLangs.map((lang) => `/${lang}/404.html`)]) {
      const html = prod(route.endsWith('.html') ? route : path.join(route, 'index.html'))
      const refs = [...html.matchAll(/(?:href|src|srcset|action)="(\/[^"]*)"|url\(\s*['"]?(\/[^)'"]*)/g)].map((m) => m[1] ?? m[2]!)
      for (const ref of refs) if (!ref.startsWith(BASE) && !ref.startsWith('//')) offenders.push(`${route}: ${ref}`)
    }
    expect(offenders).toEqual([])
  })

  it('writes canonical URLs, sitemap, robots and feed with the base', () => {
    expect(prod('about/index.html')).toContain(`<link rel="canonical" href="${ORIGIN_BASE}about" />`)
    // the other languages' pages too, with their alternates
    for (const lang of translatedLangs) {
      const about = prod(`${lang}/about/index.html`)
      expect(about).toContain(`<link rel="canonical" href="${ORIGIN_BASE}${lang}/about" />`)
      expect(about).toContain(`<link rel="alternate" hreflang="${defaultLang}" href="${ORIGIN_BASE}about" />`)
      expect(prod(`${lang}/index.html`)).toContain(`href="${ORIGIN_BASE}${lang}/rss.xml"`)
    }
    expect(prod('index.html')).toContain(`<link rel="alternate" type="application/rss+xml" title="Kilele Technologies" href="${ORIGIN_BASE}rss.xml" />`)
    const locs = (xml.parse(prod('sitemap.xml')).urlset.url as { loc: string }[]).map((u) => u.loc)
    expect(locs).toContain(`${ORIGIN_BASE}${listPage(lastPage)}`)
    expect(locs.filter((l) => !l.startsWith(ORIGIN_BASE))).toEqual([])
    expect(prod('robots.txt')).toContain(`Sitemap: ${ORIGIN_BASE}sitemap.xml`)
    const items = xml.parse(prod('rss.xml')).rss.channel.item as { link: string; title: string }[]
    expect(items.map((i) => i.title)).toEqual(published.map((p) => p.title))
    expect(items.at(-1)!.link).toBe(`${ORIGIN_BASE}blog/${posts.published.slug}`)
    expect(items.filter((i) => !i.link.startsWith(`${ORIGIN_BASE}blog/`))).toEqual([])
  })

  it('names each post\'s own social card under the base, and makes none for an unpublished post', () => {
    for (const post of published) {
      const html = prod(`blog/${post.slug}/index.html`)
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN_BASE}cards/blog/${post.slug}.png" />`)
      expect(fs.existsSync(path.join(prodDir, 'cards', 'blog', `${post.slug}.png`)), post.slug).toBe(true)
    }
    for (const post of unpublished) expect(fs.existsSync(path.join(prodDir, 'cards', 'blog', `${post.slug}.png`))).toBe(false)
  })

  it('builds Netlify forms posting to their thank-you pages under the base', () => {
    expect(prod('contact/index.html')).toMatch(new RegExp(`<form [^>]*name="contact" data-netlify="true" netlify-honeypot="bot-field"[^>]*action="${BASE}contact/thanks" method="POST"`))
    expect(prod('index.html')).toMatch(new RegExp(`<form [^>]*name="newsletter" data-netlify="true"[^>]*action="${BASE}newsletter/thanks"`))
    expect(prod('_headers')).toMatch(/form-action 'self';/)
  })

  describe('served under the sub-path', () => {
    const site = useSite({ root: prodDir, base: BASE })

    it('takes a newsletter address without JavaScript into the inbox and lands on the thank-you page under the base', async () => {
      site.inbox.clear()
      const page = await site.newPage({ javaScriptEnabled: false })
      await page.goto(site.url('/resources'))
      await page.getByRole('textbox', { name: 'Email address' }).fill('amina@example.co.ke')
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await page.waitForURL(site.url('newsletter/thanks'))
      await expect(page.locator('h1').innerText()).resolves.toBe('Success!')
      expect(site.inbox.leads().map((l) => l.fields)).toEqual([{ email: 'amina@example.co.ke' }])
      await page.context().close()
    })

    it('navigates through the navbar with every asset and island chunk loading from under the base', async () => {
      const page = await site.newPage()
      const failed: string[] = []
      page.on('response', (r) => r.url().startsWith(site.url('/').replace(BASE, '/')) && (r.status() >= 400 || !new URL(r.url()).pathname.startsWith(BASE)) && failed.push(`${r.status()} ${r.url()}`))
      // A request the next navigation cancels (the favicon of a page left at once) failed for no fault of its
      // address; one outside the base is wrong however it ended.
      page.on('requestfailed', (r) => (r.failure()?.errorText !== 'net::ERR_ABORTED' || !new URL(r.url()).pathname.startsWith(BASE)) && failed.push(`failed ${r.url()} (${r.failure()?.errorText})`))
      await page.goto(site.url('/'))
      await waitForIslands(page)
      const nav = page.getByRole('navigation', { name: 'Main' })
      for (const [name, pathname] of [['About', 'about'], ['Case Studies', 'case-studies'], ['Blog', 'blog'], ['Careers', 'careers'], ['Home', '']] as const) {
        await nav.getByRole('link', { name, exact: true }).click()
        await page.waitForURL(site.url(pathname))
      }
      await page.getByRole('link', { name: 'Contact us' }).first().click()
      await page.waitForURL(site.url('contact'))
      await waitForIslands(page)
      expect(failed.filter((f) => !f.includes('openstreetmap'))).toEqual([])
      expect(problemsOf(page).filter((p) => !p.includes('openstreetmap'))).toEqual([])
      await page.context().close()
    })

    it('pages through the blog and shows the Markdown image', async () => {
      const page = await site.newPage()
      await page.goto(site.url('/blog'))
      for (let n = 2; n <= lastPage; n++) {
        await page.getByRole('link', { name: 'Older articles' }).click()
        await page.waitForURL(site.url(`blog/page/${n}`))
      }
      await page.getByRole('link', { name: posts.published.title }).click()
      await page.waitForURL(site.url(`blog/${posts.published.slug}`))
      const image = page.getByRole('img', { name: 'A diagram' })
      await image.scrollIntoViewIfNeeded()
      // A WebP copy under the base path, chosen from the srcset for the article column, and loaded.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toMatch(/^\/preview\/pr-42\/images\/og-default-\d+w\.webp$/)
      await page.getByRole('link', { name: posts.published.category, exact: true }).first().click()
      await page.waitForURL(site.url('blog/category/technology'))
      await page.context().close()
    })

    it('answers an unknown path under the base with the styled 404 page and a way home', async () => {
      const page = await site.newPage()
      const failed: string[] = []
      page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/no-such-page') && failed.push(r.url()))
      const response = await page.goto(site.url('/no-such-page'))
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true)
      expect(await page.locator('style[data-styled]').count()).toBeGreaterThan(0)
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await page.waitForURL(site.url('/'))
      // under another language's prefix, that language's 404 page
      for (const lang of translatedLangs) {
        const missing = await page.goto(site.url(`/${lang}/no-such-page`))
        expect(missing?.status()).toBe(404)
        expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      }
      expect(failed.filter((url) => !url.endsWith('/no-such-page'))).toEqual([])
      await page.context().close()
    })

    it('searches from under the base: the index (in parts) loads from there and results link there', async () => {
      expect(searchParts.length).toBeGreaterThan(0)
      for (const part of searchParts) expect(fs.existsSync(path.join(prodDir, part, 'pagefind-entry.json'))).toBe(true)
      const page = await site.newPage()
      const failed: string[] = []
      page.on('response', (r) => r.status() >= 400 && failed.push(r.url()))
      await page.goto(site.url(`/search?q=${encodeURIComponent(posts.published.title.split(' ')[0]!)}`))
      const first = page.locator('[data-search-results] li a').first()
      await first.waitFor()
      expect(new URL(await first.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(`${BASE}blog/${posts.published.slug}/`)
      expect(failed).toEqual([])
      await page.context().close()
    })
  })
})

describe('preview build (npm run build:preview), with a form endpoint in site.config.ts', () => {
  it.each([
    ['contact/index.html', 'contact'],
    ['index.html', 'newsletter'],
    ['resources/index.html', 'newsletter'],
  ])('%s: the %s form posts to the endpoint, with no Netlify attributes', (file, name) => {
    const html = preview(file)
    const form = /<form [^>]*>/.exec(html.slice(html.indexOf(`name="${name}"`) - 300))![0]
    expect(form).toContain(`action="${ENDPOINT}"`)
    expect(form).toContain('method="POST"')
    expect(html).not.toContain('data-netlify')
    expect(html).not.toContain('netlify-honeypot')
    expect(html).toContain(`<input type="hidden" name="form-name" value="${name}"/>`)
  })

  it('sends a CSP whose form-action and connect-src allow the endpoint, in _headers and vercel.json', () => {
    for (const csp of [/Content-Security-Policy: (.*)/.exec(preview('_headers'))![1]!, project.read('vercel.json')]) {
      expect(csp).toContain("form-action 'self' https://forms.example.net;")
      expect(csp).toContain("connect-src 'self' https://forms.example.net;")
    }
  })

  it.each(unpublished.map((p) => [p.slug, p, p === posts.draft ? 'Draft' : 'Scheduled'] as const))('includes %s with its badge on the article and the card', (slug, post, badge) => {
    const article = preview(`blog/${slug}/index.html`)
    expect(titleOf(article)).toBe(`${post.title} - Kilele Technologies`)
    expect(article).toMatch(new RegExp(`data-status="true"[^>]*>${badge}<`))
    const listed = builtRoutes(previewDir).filter((r) => r === '/blog' || r.startsWith('/blog/page/')).map((r) => preview(`${r.slice(1)}/index.html`)).join('')
    expect(listed).toContain(post.title)
    const card = listed.slice(listed.lastIndexOf('<article', listed.indexOf(post.title)), listed.indexOf(post.title))
    expect(card).toMatch(new RegExp(`data-status="true"[^>]*>${badge}<`))
    expect(preview(`blog/category/${post.category.toLowerCase()}/index.html`)).toContain(post.title)
    expect(preview('rss.xml')).toContain(post.title)
    expect(preview('robots.txt')).toMatch(/^Disallow: \/$/m)
  })
})
