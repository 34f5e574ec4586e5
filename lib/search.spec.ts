import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from './content/loader'
import { contentFixture, postFile, validPost } from './content/test-fixtures'
import { routes } from './permalink'
import { BROWSE_PER_SECTION, searchPageData } from './search'

describe('the page list of /search', () => {
  const fixture = contentFixture()
  afterAll(() => fixture.dispose())
  const small = loadContent({ root: fixture.root })
  // a blog grown past what the list shows (published posts: dated in the past)
  const extra = BROWSE_PER_SECTION + 5
  for (let i = 1; i <= extra; i++) {
    fixture.write(`blog/grown-${i}.md`, postFile({ ...validPost, title: `Grown post ${i}`, date: `2025-01-${String(i).padStart(2, '0')}` }))
  }
  const grown = loadContent({ root: fixture.root })
  const section = (content: typeof grown, id: string) => searchPageData(content).sections.find((s) => s.id === id)!

  it('lists every entry of a folder that has no more than it shows, with no link to more', () => {
    const blog = section(small, 'blog')
    expect(small.blog.length).toBeLessThanOrEqual(BROWSE_PER_SECTION)
    expect(blog.links.map((link) => link.href)).toEqual(small.blog.map((post) => routes.blogPost(post.slug)))
    expect(blog.all).toBeUndefined()
  })

  it('lists the newest entries of a longer folder, then a link to its own list that says how many it has', () => {
    const blog = section(grown, 'blog')
    expect(grown.blog.length).toBe(small.blog.length + extra)
    // the first ones in the registry's order: the newest
    expect(blog.links).toEqual(grown.blog.slice(0, BROWSE_PER_SECTION).map((post) => ({ label: post.title, href: routes.blogPost(post.slug) })))
    expect(blog.all).toEqual({ label: grown.data['pages/search.yaml'].browseAll.replace('{count}', String(grown.blog.length)), href: routes.blog() })
    // the other folders are as they were
    expect(section(grown, 'services')).toEqual(section(small, 'services'))
  })
})
