import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageDirectory, type PageDirectoryProps } from './PageDirectory'

const render = (sections: PageDirectoryProps['sections']) =>
  renderToStaticMarkup(<PageDirectory title="Every page, by section" sections={sections} />)

describe('PageDirectory', () => {
  it("lists a section's links, and after a long section's first ones the link to its own list, described by its heading", () => {
    const html = render([
      { id: 'blog', title: 'Articles', links: [{ label: 'Newest post', href: '/blog/newest' }], all: { label: 'See all 1004', href: '/blog' } },
      { id: 'company', title: 'Company', links: [{ label: 'About', href: '/about' }] },
    ])
    expect(html).toContain('<a href="/blog/newest">Newest post</a>')
    expect(html).toContain('<a href="/blog" class="all" aria-describedby="browse-blog">See all 1004</a>')
    expect(html).toContain('<h3 id="browse-blog">Articles</h3>')
    expect(html.match(/class="all"/g)).toHaveLength(1)
  })
})
