import { describe, expect, it } from 'vitest'
import type { BudgetRule } from '../../budgets.config'
import { budgetRules } from '../../budgets.config'
import { budgetTable, checkBudgets, ruleFor } from './budget'
import { loadedChunks, referencedAssets, searchCode, type Manifest, type RouteWeight } from './site-weight'

const weight = (route: string, sizes: Partial<RouteWeight> = {}): RouteWeight => ({ route, html: 5_000, css: 0, js: 3_000, islands: [], jsFiles: [], cssFiles: [], ...sizes })

const rules: BudgetRule[] = [
  { name: 'post', routes: ['/blog/*'], budget: { js: 50_000, css: 10_000, html: 30_000, firstResponse: 30_000 } },
  { name: 'rest', routes: ['/**'], budget: { js: 120_000, css: 10_000, html: 40_000 } },
]

describe('budget', () => {
  it('passes a route within its budget', () => {
    expect(checkBudgets([weight('/blog/a')], rules)[0]?.failures).toEqual([])
  })

  it('fails a route whose JavaScript is over budget', () => {
    const [result] = checkBudgets([weight('/blog/a', { js: 50_001 })], rules)
    expect(result?.failures).toEqual(['js 50.0 KB > 50.0 KB'])
    expect(budgetTable(checkBudgets([weight('/blog/a', { js: 60_000 })], rules))).toContain('OVER: js 60.0 KB > 50.0 KB')
  })

  it('fails an article whose HTML plus CSS is over the first-response budget', () => {
    const [result] = checkBudgets([weight('/blog/a', { html: 25_000, css: 6_000 })], rules)
    expect(result?.failures).toEqual(['firstResponse 31.0 KB > 30.0 KB'])
  })

  it('picks the first matching rule', () => {
    expect(ruleFor('/blog/a', rules).name).toBe('post')
    expect(ruleFor('/blog', rules).name).toBe('rest')
    expect(ruleFor('/', rules).name).toBe('rest')
  })

  it('puts the spec routes under the right budgets', () => {
    expect(ruleFor('/blog/x', budgetRules).budget.js).toBe(50_000)
    for (const route of ['/', '/contact', '/resources', '/solutions']) expect(ruleFor(route, budgetRules).budget.js, route).toBe(122_000)
    for (const route of ['/about', '/team', '/careers', '/privacy', '/terms', '/services/cctv', '/case-studies/x']) expect(ruleFor(route, budgetRules).budget.js, route).toBe(50_000)
    // a page in another language has its page's budget
    for (const route of ['/sw', '/sw/contact', '/sw/solutions/pos']) expect(ruleFor(route, budgetRules).budget.js, route).toBe(122_000)
    for (const route of ['/sw/about', '/sw/blog/x']) expect(ruleFor(route, budgetRules).budget.js, route).toBe(50_000)
  })
})

describe('site weight', () => {
  const manifest: Manifest = {
    'renderer/+client.ts': { file: 'assets/entry.js', imports: ['_shared.js'], dynamicImports: ['components/islands/hydrate.client.ts'] },
    '_shared.js': { file: 'assets/shared.js' },
    'components/islands/hydrate.client.ts': { file: 'assets/hydrate.js', dynamicImports: ['components/islands/Carousel.tsx', 'components/islands/Form.tsx', 'node_modules/react-dom/client.js'] },
    'components/islands/Carousel.tsx': { file: 'assets/carousel.js', imports: ['_slick.js'] },
    'components/islands/Form.tsx': { file: 'assets/form.js' },
    'node_modules/react-dom/client.js': { file: 'assets/react-dom.js' },
    '_slick.js': { file: 'assets/slick.js', css: ['assets/slick.css'] },
  }
  const files = (keys: Set<string>) => [...keys].map((k) => manifest[k]?.file).sort()

  it('counts the search code on the search page only: its chunk, Pagefind and the WebAssembly of its language', () => {
    const withSearch: Manifest = { ...manifest, 'components/behaviour/search.client.ts': { file: 'assets/search.js', imports: ['_shared.js'] } }
    const built = new Set(['pagefind/pagefind.js', 'pagefind/wasm.en.pagefind', 'pagefind/wasm.unknown.pagefind'])
    const has = (file: string) => built.has(file)
    const searchPage = (lang: string) => `<html lang="${lang}"><body><form role="search" action="/search" method="get" data-search></form></body></html>`
    expect(searchCode(searchPage('en'), withSearch, has).sort()).toEqual(['assets/search.js', 'assets/shared.js', 'pagefind/pagefind.js', 'pagefind/wasm.en.pagefind'])
    expect(searchCode(searchPage('sw'), withSearch, has)).toContain('pagefind/wasm.unknown.pagefind')
    expect(searchCode('<html lang="en"><body><a href="/search">Search</a></body></html>', withSearch, has)).toEqual([])
  })

  it('counts only the entry on a page without islands', () => {
    expect(files(loadedChunks(manifest, ['assets/entry.js'], []))).toEqual(['assets/entry.js', 'assets/shared.js'])
  })

  it('counts the island loader, its runtime and only the islands on the page', () => {
    expect(files(loadedChunks(manifest, ['assets/entry.js'], ['Form']))).toEqual(['assets/entry.js', 'assets/form.js', 'assets/hydrate.js', 'assets/react-dom.js', 'assets/shared.js'])
    expect(files(loadedChunks(manifest, ['assets/entry.js'], ['Carousel']))).toContain('assets/slick.js')
  })

  it('reads local scripts and stylesheets from the HTML, not other hosts', () => {
    const html = '<script src="/assets/entry.js" type="module"></script><link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="https://cdn.example/x.css">'
    expect(referencedAssets(html)).toEqual({ scripts: ['assets/entry.js'], styles: ['assets/a.css'] })
  })
})
