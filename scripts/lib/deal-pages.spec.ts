import { describe, expect, it } from 'vitest'
import { dealPages, FEW_PAGES } from './deal-pages'

type Page = { url: string; template: string }
const template = (page: Page) => page.template
const pagesOf = (name: string, count: number): Page[] => Array.from({ length: count }, (_, i) => ({ url: `/${name}/${i}`, template: name }))

describe('dealPages', () => {
  // a site shaped like the 1,000-post one: many posts and list pages, a few pages of each of many templates
  const site: Page[] = [...pagesOf('post', 300), ...pagesOf('service', 16), ...pagesOf('list', 60), ...pagesOf('home', 2), ...pagesOf('case-study', 8), ...pagesOf('404', 2)]

  it('deals every page once, each share in the order the pages came', () => {
    const shares = dealPages(site, 2, template)
    expect(shares.flat().map((page) => page.url).sort()).toEqual(site.map((page) => page.url).sort())
    for (const share of shares) expect(share).toEqual(site.filter((page) => share.includes(page)))
  })

  it('gives all the pages of a template with few pages to one worker', () => {
    const shares = dealPages(site, 2, template)
    for (const name of ['service', 'home', 'case-study', '404']) expect(shares.filter((share) => share.some((page) => page.template === name))).toHaveLength(1)
  })

  it('deals the templates of many pages in turn, and keeps the shares even', () => {
    const shares = dealPages(site, 2, template)
    for (const name of ['post', 'list']) for (const share of shares) expect(Math.abs(share.filter((page) => page.template === name).length - (name === 'post' ? 150 : 30))).toBeLessThanOrEqual(1)
    expect(Math.abs(shares[0]!.length - shares[1]!.length)).toBeLessThanOrEqual(FEW_PAGES)
  })

  it('balances a site of few-page templates only by their sizes', () => {
    const small = [...pagesOf('a', 10), ...pagesOf('b', 9), ...pagesOf('c', 1), ...pagesOf('d', 2)]
    const shares = dealPages(small, 2, template)
    expect(shares.map((share) => share.length).sort()).toEqual([11, 11])
  })

  it('puts everything in the one share of one worker, and makes an empty share for a worker with nothing to do', () => {
    expect(dealPages(site, 1, template)).toEqual([site])
    expect(dealPages(pagesOf('home', 1), 2, template).map((share) => share.length).sort()).toEqual([0, 1])
  })
})
