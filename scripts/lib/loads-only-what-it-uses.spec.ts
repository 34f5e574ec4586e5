import { describe, expect, it } from 'vitest'
import { articleProblems, articleSnippet, carouselProblems, fontProblems, frameProblems, imageProblems, type RoutePage } from './loads-only-what-it-uses'

const page = (route: string, html: string, sizes: Partial<RoutePage['weight']> = {}): RoutePage => ({
  html,
  weight: { route, html: 0, css: 0, js: 0, islands: [], jsFiles: [], cssFiles: [], ...sizes },
})
const assets: Record<string, string> = { 'slick.js': 'function slickGoTo(){}', 'layout.js': 'document.querySelectorAll(".slick-slide")' }
const read = (file: string) => assets[file] ?? ''

describe('a route loads only what it uses', () => {
  it('flags react-slick on a page without a carousel, not on one with', () => {
    expect(carouselProblems(page('/about', '<p>x</p>', { jsFiles: ['slick.js'] }), read)).toHaveLength(1)
    expect(carouselProblems(page('/about', '<p>x</p>', { jsFiles: ['layout.js'] }), read)).toEqual([])
    expect(carouselProblems(page('/', '<div class="slick-track">', { islands: ['HeroCarousel'], jsFiles: ['slick.js'] }), read)).toEqual([])
  })

  it("flags an article that carries another article's body", () => {
    const a = page('/blog/a', '<div data-prose><p>Alpha body text that is long enough to be a snippet of this post.</p></div>')
    const b = page('/blog/b', '<div data-prose><p>Bravo body text that is long enough to be a snippet of this post.</p></div><p>Alpha body text that is long enough to be a snippet of this post.</p>')
    expect(articleProblems([a, b], read)).toEqual(['/blog/b contains the body of /blog/a'])
  })

  it("takes an article's piece from its body only, whatever inline markup breaks its first paragraph", () => {
    // a hyphenated word kept on one line: the first run of the paragraph is short, and a related post's excerpt follows the body
    const excerpt = 'Where your data lives matters under Kenyan law and to your users.'
    const a = page('/blog/a', `<div data-prose><p>A dairy <span class="nowrap">co-operative</span> in Nyeri keeps its members&#x27; deliveries, payments and loans in one spreadsheet.</p><div class="table-scroll"><table><tr><td>Backup</td></tr></table></div></div><section><p>${excerpt}</p></section>`)
    const b = page('/blog/b', `<meta name="description" content="${excerpt}"><div data-prose><p>Data residency starts with knowing which workloads hold personal data.</p></div>`)
    expect(articleSnippet(a.html)).toBe(' in Nyeri keeps its members&#x27; deliveries, payments and l')
    expect(articleProblems([a, b], read)).toEqual([])
    // a body of short runs only: its longest run of 20 characters or more
    expect(articleSnippet('<div data-prose><p><a href="/x">A link</a> and then <em>a somewhat longer phrase</em>.</p></div><p>What follows the body, long enough to be taken.</p>')).toBe('a somewhat longer phrase')
  })

  it('flags an eager map frame, a web-font host and an unsized image', () => {
    expect(frameProblems(page('/contact', '<iframe src="https://maps.example"></iframe>'))).toHaveLength(1)
    expect(frameProblems(page('/contact', '<iframe loading="lazy" src="https://maps.example"></iframe>'))).toEqual([])
    expect(frameProblems(page('/contact', '<iframe data-src="https://maps.example"></iframe>'))).toEqual([])
    expect(fontProblems(page('/', '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">'))).not.toEqual([])
    expect(imageProblems(page('/', '<img src="/a.svg" alt="">'), '/nonexistent')).toHaveLength(1)
    expect(imageProblems(page('/', '<img src="/a.jpg" width="10" height="10" alt="">'), '/nonexistent')).toEqual(['<img src="/a.jpg"> is not WebP or AVIF', '<img src="/a.jpg"> is raster without srcset and sizes'])
  })
})
