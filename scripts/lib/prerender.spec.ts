import { describe, expect, it } from 'vitest'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'
import { prerenderFailure, warmUpPage, type PageToRender } from './prerender'

describe('prerenderFailure', () => {
  it('names every refused file once, sorted, above the errors of other pages', () => {
    const errors = [
      'Content check failed, 1 problem:\n  content/blog/b.mdx:4:1: <script> is not allowed in content files',
      '/about: answered 500',
      'Content check failed, 1 problem:\n  content/blog/a.md:7:3: uses "javascript:", which content may not use',
      // the same post refused again on another page that shows its body
      'Content check failed, 1 problem:\n  content/blog/b.mdx:4:1: <script> is not allowed in content files',
    ]
    expect(prerenderFailure(errors)).toBe(
      [
        'Content check failed, 2 problems:',
        '  content/blog/a.md:7:3: uses "javascript:", which content may not use',
        '  content/blog/b.mdx:4:1: <script> is not allowed in content files',
        '/about: answered 500',
      ].join('\n'),
    )
  })

  it('says "1 problem" for one', () => {
    expect(prerenderFailure(['Content check failed, 1 problem:\n  content/team/x.md:3:1: <iframe> is not allowed in content files'])).toBe(
      'Content check failed, 1 problem:\n  content/team/x.md:3:1: <iframe> is not allowed in content files',
    )
  })
})

describe('warmUpPage', () => {
  const folder = tempFolders('kilele-prerender-')
  const page = (url: string): PageToRender => ({ url, file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html`, status: 200 })

  it("is an entry's page in the folder with the most pages that has one (at 1,000 posts the blog's posts), with its route", () => {
    const outDir = writeFilesIn(folder(), { 'server/page-entries.json': JSON.stringify({ '/pages/index': 'entries/index.mjs', '/pages/about': 'entries/about.mjs', '/pages/contact': 'entries/contact.mjs', '/pages/services': 'entries/services.mjs', '/pages/blog': 'entries/blog.mjs', '/pages/blog/post': 'entries/alias.mjs', '/pages/blog/@slug': 'entries/post.mjs', '/pages/services/@slug': 'entries/service.mjs' }) })
    const pages = [page('/'), page('/about'), page('/contact'), page('/services'), page('/services/cctv'), page('/blog'), page('/blog/post'), page('/blog/one'), page('/services/web'), page('/blog/two'), page('/blog/three'), { ...page('/404'), status: 404 as const }]
    expect(warmUpPage(outDir, pages)).toEqual({ ...page('/blog/one'), direct: { pageId: '/pages/blog/@slug', routeParams: { slug: 'one' }, lang: 'en', pathname: '/blog/one' } })
  })

  it("is none without the server build's list of pages, or when it routes no such page", () => {
    expect(warmUpPage(folder(), [page('/blog/one')])).toBeUndefined()
    const outDir = writeFilesIn(folder(), { 'server/page-entries.json': JSON.stringify({ '/pages/index': 'entries/index.mjs' }) })
    expect(warmUpPage(outDir, [page('/blog/one')])).toBeUndefined()
  })
})
