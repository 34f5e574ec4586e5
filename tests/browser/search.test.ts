/**
 * The site search (Pagefind, built by scripts/write-search-index.ts) in chromium, served with the site's
 * security headers: a word found in one post's text only finds that post first; results name their kind;
 * only main content is indexed (a word of the footer alone finds nothing); no request leaves the site and
 * the CSP is not violated; without JavaScript /search lists every page by section.
 * The words are derived from content/ and the built pages, never fixed here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { compoundRuns, type CompoundPlace } from '#/lib/compound-words'
import { declaration, kindNames } from '#/lib/content/kinds'
import { loadEditions } from '#/lib/content/loader'
import { defaultLang, editionRoute, splitEdition, translatedLangs } from '#/lib/editions'
import { securityHeaders } from '#/lib/security-headers'
import { fillTemplate } from '#/lib/fill-template'
import { routes } from '#/lib/permalink'
import { BROWSE_PER_SECTION } from '#/lib/search'
import { RESULTS_AT_ONCE } from '#/components/behaviour/search.client'
import { builtRoutes } from '#/scripts/lib/routes'
import { useSite } from '../support/browser'
import { decode, DIST, readBuilt, visibleText } from '../support/html'
import { watchSecurity } from '../support/security'

const site = useSite({ headers: securityHeaders })
const editions = loadEditions()
const content = editions[defaultLang]!
const searchPage = content.data['pages/search.yaml']

/**
 * How long the search may take to answer in these tests: it fetches Pagefind's WebAssembly and index chunks first.
 * expect.poll's own second was too short on a loaded 2-core machine (a clean-clone CI run, load 4.7, 26 Nov 2026).
 */
const SEARCH_ANSWERS_WITHIN_MS = 15_000

/** The text of the <main> of every page in the index, by route. */
const mains = new Map(
  builtRoutes()
    .map((route) => [route, readBuilt(route)] as const)
    .filter(([, html]) => html.includes('data-pagefind-body'))
    .map(([route, html]) => [route, visibleText(`<body>${/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''}`).toLowerCase()] as const),
)
const words = (text: string) => text.toLowerCase().match(/[a-z]{7,}/g) ?? []
/**
 * Pagefind matches words by their stem ("routers" finds "router."), and English words this long that share a stem
 * share their first five letters but for rare cases ("generous" and "general" are both "gener"): a word counts as a
 * page's own when no other page holds its first five letters.
 */
const stem = (word: string) => word.slice(0, 5)
/**
 * Endings Pagefind's English stemmer (Snowball) takes off, which can leave fewer than five letters that other pages'
 * words share ("settings" is "set", found in a page with "set up"): a word with one is not taken as a post's own.
 */
const inflected = /(?:s|ed|ing|ly|ness|ful|less|ment)$/

/** A post (its page in `lang`) and a word of its own text whose stem no other page's main content holds, in any language. */
function uniqueWord(lang = defaultLang): { route: string; word: string } {
  for (const post of editions[lang]!.blog) {
    const route = editionRoute(routes.blogPost(post.slug), lang)
    const word = words(mains.get(route) ?? '').find((w) => !inflected.test(w) && [...mains].every(([other, text]) => other === route || !text.includes(stem(w))))
    if (word) return { route, word }
  }
  throw new Error(`no post in "${lang}" has a word of its own`)
}

/**
 * A word of the footer (on every page) that the fewest pages' main content holds, with the number of those
 * pages counted by its first six letters (Pagefind matches word stems): were menus and footer indexed, every
 * page would match it.
 */
function footerWord(): { word: string; pages: number } {
  const html = readBuilt('/')
  const footer = visibleText(`<body>${/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''}`)
  const count = (w: string) => [...mains.values()].filter((text) => text.includes(w.slice(0, 6))).length
  const [word] = words(footer).sort((a, b) => count(a) - count(b))
  if (!word) throw new Error('the footer has no long word')
  return { word, pages: count(word) }
}

/** The first hyphenated word an indexed page's h1 keeps on one line (lib/compound-words.ts), if a page has one. */
const keptHeadingWord = [...mains.keys()]
  .map((route) => visibleText(`<body>${/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(readBuilt(route))?.[1] ?? ''}`))
  .flatMap((h1) => compoundRuns(h1, 'heading').filter((run) => run.kept).map((run) => run.text))[0]

/** The long word the most indexed English pages hold (by its first five letters, as Pagefind matches stems), and how many. */
function commonestWord(): { word: string; pages: number } {
  const counts = new Map<string, { word: string; pages: number }>()
  for (const [route, text] of mains) {
    if (splitEdition(route).lang !== defaultLang) continue
    for (const word of new Set(words(text).filter((w) => !inflected.test(w)))) {
      const seen = counts.get(stem(word)) ?? { word, pages: 0 }
      counts.set(stem(word), { word: seen.word, pages: seen.pages + 1 })
    }
  }
  return [...counts.values()].sort((a, b) => b.pages - a.pages)[0]!
}


const clean = (href: string) => new URL(href).pathname.replace(/\/$/, '') || '/'

describe('search', () => {
  it('finds the one post whose text holds a word first, names its kind, and stays on the site within the CSP', async () => {
    const { route, word } = uniqueWord()
    const page = await site.newPage()
    const security = await watchSecurity(page, new URL(site.url('/')).host)
    await page.goto(site.url(routes.search()))
    await page.getByLabel(searchPage.label).fill(word)
    const first = page.locator('[data-search-results] li').first()
    await first.waitFor()
    expect(clean(await first.locator('a').evaluate((a: HTMLAnchorElement) => a.href)), word).toBe(route)
    expect(await first.locator('.kind').textContent()).toBe(searchPage.kinds.blog)
    // Pagefind highlights every word of the result with the searched word's stem, as written with what sticks to it
    // (in a post with "routers" and "router.", the first mark was "router."; a post tagged Agriculture: "#agriculture.")
    const marked = ((await first.locator('mark').first().textContent()) ?? '').toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '')
    expect(stem(marked), `"${word}" highlighted as "${marked}"`).toBe(stem(word))
    expect(security.violations).toEqual([])
    expect(security.thirdParty).toEqual([])
    await page.context().close()
  })

  it.each(translatedLangs.filter((lang) => editions[lang]!.blog.length).map((lang) => [lang]))(
    'finds a "%s" post by a word of its own in that language\'s index, and the English index does not',
    async (lang) => {
      const { route, word } = uniqueWord(lang)
      const words = editions[lang]!.data['pages/search.yaml']
      const page = await site.newPage()
      const security = await watchSecurity(page, new URL(site.url('/')).host)
      await page.goto(site.url(editionRoute(routes.search(), lang)))
      await page.getByLabel(words.label).fill(word)
      const first = page.locator('[data-search-results] li').first()
      await first.waitFor()
      expect(clean(await first.locator('a').evaluate((a: HTMLAnchorElement) => a.href)), word).toBe(route)
      expect(await first.locator('.kind').textContent()).toBe(words.kinds.blog)
      // the same word in the English search: Pagefind loaded the English index, which has no Swahili page
      await page.goto(site.url(`${routes.search()}?q=${word}`))
      await page.locator('[data-search-results] p').first().waitFor()
      await expect.poll(() => page.locator('[data-search-results] p').first().textContent(), { timeout: SEARCH_ANSWERS_WITHIN_MS }).not.toBe(searchPage.loading)
      const found = await page.locator('[data-search-results] li a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
      expect(found.map(clean)).not.toContain(route)
      expect(security.violations).toEqual([])
      expect(security.thirdParty).toEqual([])
      await page.context().close()
    },
  )

  it("marks where a result's excerpt starts or ends inside the page's text, out of a screen reader's way", async () => {
    const { word } = uniqueWord()
    const page = await site.newPage()
    await page.goto(site.url(`${routes.search()}?q=${word}`))
    const first = page.locator('[data-search-results] li').first()
    await first.waitFor({ timeout: SEARCH_ANSWERS_WITHIN_MS })
    // what Pagefind gives for that result: the page's whole text and the excerpt, as words
    // (a string: vitest would rewrite an import() written in a function)
    const given = (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js')
      const data = await (await pagefind.search(${JSON.stringify(word)})).results[0].data()
      const fold = (text) => text.replace(/\\s+/g, ' ').trim()
      const excerpt = fold(new DOMParser().parseFromString(data.excerpt, 'text/html').body.textContent ?? '')
      return { excerpt, starts: fold(data.content).startsWith(excerpt), ends: fold(data.content).endsWith(excerpt) }
    })()`)) as { excerpt: string; starts: boolean; ends: boolean }
    expect(given.starts && given.ends, 'a post is longer than its excerpt').toBe(false)
    const shown = ((await first.locator('p').textContent()) ?? '').replace(/\s+/g, ' ').trim()
    expect(shown).toBe(`${given.starts ? '' : '… '}${given.excerpt}${given.ends ? '' : ' …'}`)
    expect(await first.locator('p [data-cut]').evaluateAll((marks) => marks.every((mark) => mark.getAttribute('aria-hidden') === 'true'))).toBe(true)
    await page.context().close()
  })

  it('searches what a visitor typed before the page\'s scripts arrived (a slow network)', async () => {
    const { route, word } = uniqueWord()
    const page = await site.newPage()
    let release = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/**/*.js', async (request) => {
      await scriptsHeld
      await request.continue()
    })
    await page.goto(site.url(routes.search()), { waitUntil: 'commit' })
    await page.getByLabel(searchPage.label).fill(word)
    release()
    const first = page.locator('[data-search-results] li').first()
    await first.waitFor()
    expect(clean(await first.locator('a').evaluate((a: HTMLAnchorElement) => a.href)), word).toBe(route)
    await page.context().close()
  })

  it('reads ?q= from the address, and indexes main content only (a footer word finds only the pages that use it)', async () => {
    const { word, pages } = footerWord()
    expect(pages, word).toBeLessThan(mains.size / 2)
    const page = await site.newPage()
    await page.goto(site.url(`${routes.search()}?q=${word}`))
    await page.locator('[data-search-results] p').first().waitFor()
    await expect.poll(() => page.locator('[data-search-results] p').first().textContent(), { timeout: SEARCH_ANSWERS_WITHIN_MS }).not.toBe(searchPage.loading)
    expect(await page.locator('[data-search-results] li').count(), word).toBeLessThanOrEqual(pages)
    await page.context().close()
  })

  it.skipIf(!keptHeadingWord)('keeps the hyphenated words of a result\'s title and excerpt on one line, as the pages do', async () => {
    const page = await site.newPage()
    await page.goto(site.url(`${routes.search()}?q=${encodeURIComponent(keptHeadingWord!)}`))
    await page.locator('[data-search-results] li').first().waitFor({ timeout: SEARCH_ANSWERS_WITHIN_MS })
    const shown = await page.locator('[data-search-results] li').evaluateAll((items) =>
      items.flatMap((item) =>
        (['a', 'p'] as const).map((part) => {
          const element = item.querySelector(part)!
          return { part, text: element.textContent ?? '', kept: [...element.querySelectorAll('.nowrap')].map((span) => span.textContent) }
        }),
      ),
    )
    const place: Record<'a' | 'p', CompoundPlace> = { a: 'heading', p: 'text' }
    for (const { part, text, kept } of shown) expect(kept, text).toEqual(compoundRuns(text, place[part]).filter((run) => run.kept).map((run) => run.text))
    expect(shown.flatMap((result) => result.kept), keptHeadingWord).toContain(keptHeadingWord)
    await page.context().close()
  })

  it('shows a long list of results a part at a time: the button shows the next ones and takes the focus to the first of them', async () => {
    const { word, pages } = commonestWord()
    expect(pages, `"${word}" is in ${pages} pages: the site has too few pages to need a second part of results`).toBeGreaterThan(RESULTS_AT_ONCE)
    const page = await site.newPage()
    await page.goto(site.url(`${routes.search()}?q=${word}`))
    const items = page.locator('[data-search-results] li')
    await items.first().waitFor({ timeout: SEARCH_ANSWERS_WITHIN_MS })
    const status = (await page.getByRole('status').textContent()) ?? ''
    // the line that says what was found is announced, not each result as the list fills
    expect(await page.locator('[data-search-results]').getAttribute('aria-live')).toBeNull()
    const total = Number(/\d+/.exec(status)?.[0])
    expect(status).toBe(fillTemplate(searchPage.results, { count: String(total), query: word }))
    expect(total, status).toBeGreaterThan(RESULTS_AT_ONCE)
    for (let shown = RESULTS_AT_ONCE; ; shown += RESULTS_AT_ONCE) {
      expect(await items.count()).toBe(Math.min(shown, total))
      if (shown >= total) break
      const button = page.locator('[data-search-more]')
      expect(await button.textContent()).toBe(fillTemplate(searchPage.more, { count: String(Math.min(RESULTS_AT_ONCE, total - shown)) }))
      await button.click()
      await expect.poll(() => items.count(), { timeout: SEARCH_ANSWERS_WITHIN_MS }).toBeGreaterThan(shown)
      // the focus is on the first result the button added
      const focused = await page.evaluate(() => {
        const active = document.activeElement
        return { link: active?.tagName === 'A', item: [...document.querySelectorAll('[data-search-results] li')].indexOf(active?.closest('li') as HTMLLIElement) }
      })
      expect(focused).toEqual({ link: true, item: shown })
    }
    expect(await page.locator('[data-search-more]').isHidden()).toBe(true)
    const hrefs = await page.locator('[data-search-results] li a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
    expect(new Set(hrefs).size, 'each result once').toBe(total)
    await page.context().close()
  })

  it('without JavaScript, submits to itself and lists every page by section (a long section: its first pages and its own list)', async () => {
    const page = await site.newPage({ javaScriptEnabled: false })
    await page.goto(site.url(routes.search()))
    await page.getByLabel(searchPage.label).fill('anything')
    await Promise.all([page.waitForURL(/\/search\?q=anything/), page.getByRole('button', { name: searchPage.submit }).click()])
    const links = await page.locator('main section a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/(.)\/$/, '$1')))
    for (const name of kindNames) {
      const { entry: entryRoute, list } = declaration(name).routes ?? {}
      if (!entryRoute) continue
      const entries = content[name] as { slug: string }[]
      const listed = list && entries.length > BROWSE_PER_SECTION ? entries.slice(0, BROWSE_PER_SECTION) : entries
      for (const entry of listed) expect(links, name).toContain(entryRoute(entry.slug))
      if (listed.length < entries.length) expect(links, name).toContain(list!())
    }
    await page.context().close()
  })
})

it('writes the index, and leaves the 404, the thank-you pages, aliases and /search out of it', () => {
  expect(fs.existsSync(path.join(DIST, 'pagefind', 'pagefind.js'))).toBe(true)
  const indexed = builtRoutes().filter((route) => /data-pagefind-body/.test(readBuilt(route)))
  for (const route of ['/search', '/contact/thanks', '/blog/post', '/case-studies/detail']) expect(indexed).not.toContain(route)
  expect(fs.readFileSync(path.join(DIST, '404.html'), 'utf8')).not.toContain('data-pagefind-body')
  expect(indexed).toContain(routes.blogPost(content.blog[0]!.slug))
})

/** What Pagefind indexes of a page: its <main> without the parts marked data-pagefind-ignore, as text. */
function indexedText(html: string): string {
  const main = parse(html).querySelector('main')
  if (!main) return ''
  for (const ignored of main.querySelectorAll('[data-pagefind-ignore]')) ignored.remove()
  return decode(main.textContent).replace(/\s+/g, ' ')
}

it("indexes an entry's summary on its own page only: a page that lists other entries leaves their cards out", () => {
  const pages = builtRoutes().map((route) => [route, readBuilt(route)] as const).filter(([, html]) => html.includes('data-pagefind-body'))
  const indexed = new Map(pages.map(([route, html]) => [route, indexedText(html)]))
  // every entry page's summary (its meta description), by the language of the page
  let summaries = 0
  const elsewhere: string[] = []
  for (const lang of [defaultLang, ...translatedLangs]) {
    for (const name of kindNames) {
      const entryRoute = declaration(name).routes?.entry
      if (!entryRoute) continue
      for (const entry of editions[lang]?.[name] as { slug: string }[] | undefined ?? []) {
        const own = editionRoute(entryRoute(entry.slug), lang)
        const summary = decode(/<meta name="description" content="([^"]*)"/.exec(pages.find(([route]) => route === own)?.[1] ?? '')?.[1] ?? '').replace(/\s+/g, ' ')
        if (summary.length < 40) continue
        summaries++
        for (const [route, text] of indexed) if (route !== own && text.includes(summary)) elsewhere.push(`${own}'s summary in ${route}`)
      }
    }
  }
  expect(summaries).toBeGreaterThan(0)
  expect(elsewhere).toEqual([])
})

/** The text of an element as indexedText reads it. */
const textOf = (element: ReturnType<typeof parse> | null) => decode(element?.textContent ?? '').replace(/\s+/g, ' ').trim()

it("indexes a post's own text, not what every post has after it: its author's box and the related posts", () => {
  let boxes = 0
  const indexedAfterText: string[] = []
  for (const lang of [defaultLang, ...translatedLangs]) {
    for (const post of editions[lang]?.blog ?? []) {
      const route = editionRoute(routes.blogPost(post.slug), lang)
      const html = readBuilt(route)
      const page = parse(html)
      const text = indexedText(html)
      for (const part of [page.querySelector('[data-author-box]'), page.querySelector('section[aria-labelledby="related-title"]')]) {
        if (!part) continue
        boxes++
        if (text.includes(textOf(part))) indexedAfterText.push(`${route}: ${textOf(part).slice(0, 60)}`)
      }
    }
  }
  expect(boxes).toBeGreaterThan(0)
  expect(indexedAfterText).toEqual([])
})
