import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { loadStamps, recordStamps } from './page-stamps'
import { placeCopy, pruneSearchCopies, searchCopies, searchCopy, searchSite, wholeCopies, withoutRawText } from './search-copies'

const folder = tempFolders('search-copies-')

const page = (words: string, extra = '') =>
  [
    '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <script>theme()</script>\n    <title>A page</title>',
    '    <noscript><style>.x{display:none}</style></noscript>\n    <script type="application/ld+json">{"a":1}</script>\n    <style data-styled="true">.y{color:red}</style>\n  </head>',
    `  <body>\n    <header><nav><a href="/">Home</a></nav>${extra}</header><main id="main" data-pagefind-body="" data-pagefind-meta="kind:Blog"><h1>${words}</h1><p>Text.</p></main><footer>Footer</footer>\n  </body>\n</html>`,
  ].join('\n')

describe("the copy of a page Pagefind reads", () => {
  it('keeps the head but its styles and scripts, and the <main> whole', () => {
    const copy = searchCopy(page('Karibu'))!
    expect(copy).toContain('<html lang="en">')
    expect(copy).toContain('<title>A page</title>')
    expect(copy).toContain('<main id="main" data-pagefind-body="" data-pagefind-meta="kind:Blog"><h1>Karibu</h1><p>Text.</p></main>')
    expect(copy).not.toMatch(/<style|<script|<noscript|Footer|<nav/)
  })

  it('leaves out of a head exactly what a pattern from each <style>, <script> or <noscript> to its closing tag matches', () => {
    const pattern = (head: string) => head.replace(/<(style|script|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    const pieces = ['<style>', '</style>', '<style data-styled="true">', '<script src="/a.js">', '</script>', '<noscript>', '</noscript>', '<styles>', '</styles>',
      '<STYLE>', '</STYLE>', '<script\n>', '<style ', '<noscript x', '</style', '<scrip', 'text', '>', '<', '<meta a="b" />', '\n', '<noscript><style>', '</style ></noscript>']
    // a fixed sequence of pseudo-random heads (a linear congruential generator), so a failure can be run again
    let seed = 17
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length
    for (let round = 0; round < 5000; round++) {
      const head = Array.from({ length: 1 + (round % 12) }, () => pieces[next()]).join('')
      expect(withoutRawText(head), head).toBe(pattern(head))
    }
    const real = page('Karibu').slice(0, page('Karibu').indexOf('</head>'))
    expect(withoutRawText(real)).toBe(pattern(real))
  })

  it('is no copy when Pagefind would read something outside the <main>, or there is no one <main>', () => {
    expect(searchCopy(page('Karibu', '<span data-pagefind-filter="tag:x"></span>'))).toBeUndefined()
    expect(searchCopy('<html><head></head><body><p>No main</p></body></html>')).toBeUndefined()
    expect(searchCopy(page('One', '<main>Two</main>'))).toBeUndefined()
  })

  it("writes each page of the search site as its page's copy, cutting again what is missing, damaged or another page's", async () => {
    const site = folder()
    const copies = searchCopies(folder())
    const files = ['index.html', 'blog/a/index.html', 'blog/b/index.html', 'blog/c/index.html']
    for (const [i, file] of files.entries()) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), page(`Page ${i}`))
    }
    const digests = Object.fromEntries(files.map((file, i) => [file, String(i).repeat(40)]))
    const inSearchSite = (file: string) => fs.readFileSync(path.join(copies.site, file), 'utf8')
    // the worker made the first two copies
    placeCopy(copies, 'index.html', digests['index.html']!, searchCopy(page('Page 0'))!)
    placeCopy(copies, 'blog/a/index.html', digests['blog/a/index.html']!, searchCopy(page('Page 1'))!)
    const kept = fs.statSync(path.join(copies.site, 'index.html'))
    // the second one damaged (a build stopped while writing it)
    fs.writeFileSync(path.join(copies.site, 'blog/a/index.html'), inSearchSite('blog/a/index.html').slice(0, -30))
    // the third holds a whole copy of another page (its page was edited since)
    placeCopy(copies, 'blog/b/index.html', digests['index.html']!, searchCopy(page('Page 0'))!)
    // and the fourth has none
    const source = searchSite(site, files, digests, copies)
    expect(source).toBe(copies.site)
    for (const [i, file] of files.entries()) {
      const [copy, trailer] = inSearchSite(file).split('\n<!--search copy of ')
      expect(copy).toBe(searchCopy(page(`Page ${i}`)))
      expect(trailer).toMatch(new RegExp(`^${digests[file]}, [0-9a-f]{40}-->\n$`))
    }
    // a copy this build's worker wrote is not read again (the worker has just written it whole)
    fs.writeFileSync(path.join(copies.site, 'blog/c/index.html'), 'written by a worker now')
    searchSite(site, files, digests, copies, new Set(['blog/c/index.html']))
    expect(inSearchSite('blog/c/index.html')).toBe('written by a worker now')
    searchSite(site, files, digests, copies)
    expect(inSearchSite('blog/c/index.html')).toContain(searchCopy(page('Page 3')))
    // a whole copy of its page is left as it was
    expect(fs.statSync(path.join(copies.site, 'index.html')).mtimeMs).toBe(kept.mtimeMs)
    // a page gone: its copy goes
    pruneSearchCopies(copies, files.slice(0, 2))
    expect(fs.existsSync(path.join(source, 'blog/b/index.html'))).toBe(false)
    expect(fs.existsSync(path.join(source, 'blog/a/index.html'))).toBe(true)
  })

  it('finds which pages have a whole copy of themselves: not a damaged copy, another page\'s, or none', () => {
    const copies = searchCopies(folder())
    const digests = { 'a/index.html': 'a'.repeat(40), 'b/index.html': 'b'.repeat(40), 'c/index.html': 'c'.repeat(40), 'd/index.html': 'd'.repeat(40) }
    placeCopy(copies, 'a/index.html', digests['a/index.html'], searchCopy(page('A'))!)
    placeCopy(copies, 'b/index.html', digests['b/index.html'], searchCopy(page('B'))!)
    fs.writeFileSync(path.join(copies.site, 'b/index.html'), fs.readFileSync(path.join(copies.site, 'b/index.html'), 'utf8').replace('B', 'X'))
    placeCopy(copies, 'c/index.html', digests['a/index.html'], searchCopy(page('A'))!)
    expect([...wholeCopies(copies, digests)]).toEqual(['a/index.html'])
  })

  it('takes a copy that kept the stamp recorded with its page\'s SHA-1 as whole without reading it, and reads one changed since', () => {
    const cacheDir = folder()
    const copies = searchCopies(cacheDir)
    const digests = { 'a/index.html': 'a'.repeat(40), 'b/index.html': 'b'.repeat(40) }
    for (const [file, digest] of Object.entries(digests)) {
      placeCopy(copies, file, digest, searchCopy(page(file[0]!.toUpperCase()))!)
      // written by an earlier build
      fs.utimesSync(path.join(copies.site, file), 1_790_000_000.25, 1_790_000_000.25)
    }
    recordStamps(cacheDir, 'search-copies', copies.site, digests)
    // damaged since: the same size, another byte
    fs.writeFileSync(path.join(copies.site, 'b/index.html'), fs.readFileSync(path.join(copies.site, 'b/index.html'), 'utf8').replace('B', 'X'))
    const opened = vi.spyOn(fs, 'openSync')
    expect([...wholeCopies(copies, digests, loadStamps(cacheDir, 'search-copies'))]).toEqual(['a/index.html'])
    expect(opened.mock.calls.map(([file]) => path.relative(copies.site, String(file)))).toEqual(['b/index.html'])
    opened.mockRestore()
  })
})
