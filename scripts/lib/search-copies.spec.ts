import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { placeCopy, pruneSearchCopies, searchCopies, searchCopy, searchSite } from './search-copies'

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

  it('is no copy when Pagefind would read something outside the <main>, or there is no one <main>', () => {
    expect(searchCopy(page('Karibu', '<span data-pagefind-filter="tag:x"></span>'))).toBeUndefined()
    expect(searchCopy('<html><head></head><body><p>No main</p></body></html>')).toBeUndefined()
    expect(searchCopy(page('One', '<main>Two</main>'))).toBeUndefined()
  })

  it("links each page of the search site to its page's copy, mending a link to another copy and cutting missing ones", async () => {
    const site = folder()
    const copies = searchCopies(folder())
    const files = ['index.html', 'blog/a/index.html', 'blog/b/index.html']
    for (const [i, file] of files.entries()) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), page(`Page ${i}`))
    }
    const digests = { 'index.html': '0'.repeat(40), 'blog/a/index.html': 'a'.repeat(40), 'blog/b/index.html': 'b'.repeat(40) }
    // the worker made one copy; another page's link points at the wrong copy
    placeCopy(copies, 'blog/a/index.html', digests['blog/a/index.html'], searchCopy(page('Page 1'))!)
    placeCopy(copies, 'blog/b/index.html', digests['blog/a/index.html'], searchCopy(page('Page 1'))!)
    // and the home's copy is there, but its link is to another page's copy (a build stopped half-way)
    const home = placeCopy(copies, 'index.html', digests['index.html'], searchCopy(page('Page 0'))!)
    placeCopy(copies, 'index.html', digests['blog/a/index.html'], searchCopy(page('Page 1'))!)
    // and a copy of the second page damaged: never read, cut again
    const second = placeCopy(copies, 'blog/a/index.html', digests['blog/a/index.html'], searchCopy(page('Page 1'))!)
    fs.writeFileSync(second, 'damaged')
    // (a next build's worker finds it under its name, a copy cut short say, and leaves it to the search step)
    expect(placeCopy(copies, 'blog/a/index.html', digests['blog/a/index.html'], searchCopy(page('Page 1'))!)).toBe(second)
    expect(fs.readFileSync(path.join(copies.site, 'blog/a/index.html'), 'utf8')).toBe('damaged')
    const source = searchSite(site, files, digests, copies)
    for (const [i, file] of files.entries()) expect(fs.readFileSync(path.join(source, file), 'utf8')).toBe(searchCopy(page(`Page ${i}`)))
    expect(fs.statSync(path.join(source, 'index.html')).ino).toBe(fs.statSync(home).ino)
    // a page gone: its copy and its link go, and the copies no page uses
    pruneSearchCopies(copies, files.slice(0, 2))
    expect(fs.existsSync(path.join(source, 'blog/b/index.html'))).toBe(false)
    expect(fs.readdirSync(copies.store)).toHaveLength(2)
  })
})
