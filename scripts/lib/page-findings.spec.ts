import { describe, expect, it } from 'vitest'
import { readPageHead } from '../../lib/feeds/sitemap'
import { findingsTable, foundInPages, pageFindings } from './page-findings'
import { pageLinks } from './page-links'

const ORIGIN = 'https://kilele.example'
const page = (title: string, canonical?: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head>',
    canonical ? `<link rel="canonical" href="${canonical}" />` : '<meta name="robots" content="noindex" />',
    '<link rel="alternate" hreflang="sw" href="https://kilele.example/sw/about" />',
    `<meta property="og:image" content="${ORIGIN}/cards/about.png" /><title>${title}</title></head>`,
    '<body><nav><a href="/">Home</a><a href="/blog">Blog</a></nav><main id="main"><h2 id="why">Why</h2><a href="#why">this</a></main></body></html>',
  ].join('')

describe('what the build reads in a page, found by the worker that wrote it', () => {
  it('is what the link check and the sitemap read in the page', () => {
    const html = page('About', 'https://kilele.example/about')
    const { canonical, noindex, alternates } = readPageHead('/about', html)
    expect(pageFindings('about/index.html', html, ORIGIN)).toEqual({ links: pageLinks(html, ORIGIN), head: { canonical, noindex, alternates } })
    expect(pageFindings('index.html', page('Home'), ORIGIN).head).toEqual({ noindex: true, alternates: [{ hreflang: 'sw', href: 'https://kilele.example/sw/about' }] })
  })

  it('travels as one table of strings and comes back the same, each string held once', () => {
    const table = findingsTable()
    const first = pageFindings('about/index.html', page('About', 'https://kilele.example/about'), ORIGIN)
    const second = pageFindings('blog/index.html', page('Blog'), ORIGIN)
    table.add('a'.repeat(40), first)
    table.add('b'.repeat(40), second)
    const sent = JSON.parse(JSON.stringify(table.table()))
    expect(sent.strings.filter((text: string) => text === 'href="/blog"')).toHaveLength(1)
    const back = foundInPages(sent)
    expect(back.get('a'.repeat(40))).toEqual(first)
    expect(back.get('b'.repeat(40))).toEqual(second)
    expect(back.get('a'.repeat(40))!.links.refs.find((ref) => ref === 'href="/blog"')).toBe(back.get('b'.repeat(40))!.links.refs.find((ref) => ref === 'href="/blog"'))
  })

  it('refuses a table that names a string it does not have', () => {
    expect(() => foundInPages({ strings: [], pages: { x: { ids: [0], refs: [], noindex: false, alternates: [] } } })).toThrow(/no string at 0/)
  })
})
