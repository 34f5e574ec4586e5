import { describe, expect, it } from 'vitest'
import { site } from '../../site.config'
import { blogCategoryPageData, blogListPageData } from './blog-list-page'
import { loadContent, type Content } from './loader'
import { siteRoutes } from './routes'

/** The site's content with `count` more Cloud posts, newest first (a blog that has grown). */
function grown(count: number): Content {
  const content = loadContent()
  const model = content.blog[0]!
  const extra = Array.from({ length: count }, (_, i) => ({ ...model, slug: `grown-${i}`, title: `Grown post ${i}`, category: 'Cloud' as const }))
  return { ...content, blog: [...extra, ...content.blog] }
}

describe('a category with more posts than a page holds', () => {
  const content = grown(3 * site.blogPageSize)
  const cloud = content.blog.filter((post) => post.category === 'Cloud')
  const pages = Math.ceil(cloud.length / site.blogPageSize)

  it('lists its posts a page at a time, newest first, each page linking to the next and the one before', () => {
    const first = blogCategoryPageData('cloud', content)!
    expect(first.posts.map((post) => post.title)).toEqual(cloud.slice(0, site.blogPageSize).map((post) => post.title))
    expect(first.head.prev).toBeUndefined()
    expect(first.head.next).toBe('/blog/category/cloud/page/2')
    const second = blogCategoryPageData('cloud', content, 2)!
    expect(second.posts.map((post) => post.title)).toEqual(cloud.slice(site.blogPageSize, 2 * site.blogPageSize).map((post) => post.title))
    expect(second.head.prev).toBe('/blog/category/cloud')
    expect(second.head.title).toMatch(/2/)
    expect(second.pagination?.pages.map((p) => p.href)).toContain('/blog/category/cloud')
    expect(blogCategoryPageData('cloud', content, pages)!.head.next).toBeUndefined()
  })

  it('has no page past the end, and no page 2 while one page holds every post', () => {
    expect(blogCategoryPageData('cloud', content, pages + 1)).toBeUndefined()
    expect(blogCategoryPageData('cloud', content, 0)).toBeUndefined()
    expect(blogCategoryPageData('cloud', loadContent(), 2)).toBeUndefined()
  })

  it('leaves the pages after the first out of the site search (their posts are found on their own pages)', () => {
    expect(blogListPageData(1, content)!.head.searchable).toBe(true)
    expect(blogCategoryPageData('cloud', content)!.head.searchable).toBe(true)
    expect(blogListPageData(2, content)!.head.searchable).toBe(false)
    expect(blogCategoryPageData('cloud', content, 2)!.head.searchable).toBe(false)
  })

  it('puts every page of every category in the site\'s routes', () => {
    const routes = siteRoutes(content)
    for (let n = 2; n <= pages; n++) expect(routes).toContain(`/blog/category/cloud/page/${n}`)
    expect(routes).not.toContain(`/blog/category/cloud/page/${pages + 1}`)
  })
})
