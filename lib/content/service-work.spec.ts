import { describe, expect, it } from 'vitest'
import { loadContent } from './loader'
import { SERVICE_POSTS_SHOWN, serviceWork, shownPosts } from './service-work'
import { stopTrackingReads, trackingReads } from './test-fixtures'

const content = loadContent()

describe('serviceWork', () => {
  it.each(content.services.map((s) => [s.id, s] as const))('%s lists exactly the studies naming it and the posts of its categories or tags', (_id, service) => {
    const { studies, posts } = serviceWork(service, content)
    expect(studies.map((s) => s.slug)).toEqual(content['case-studies'].filter((s) => s.service === service.id).map((s) => s.slug))
    const tags = service.blogTags.map((t) => t.toLowerCase())
    expect(posts.map((p) => p.slug)).toEqual(
      content.blog.filter((p) => service.blogCategories.includes(p.category) || p.tags.some((t) => tags.includes(t.toLowerCase()))).map((p) => p.slug),
    )
  })

  it('gives every case study a home on its service page', () => {
    const listed = content.services.flatMap((s) => serviceWork(s, content).studies.map((study) => study.slug))
    expect(listed.sort()).toEqual(content['case-studies'].map((s) => s.slug).sort())
  })

  it('matches tags without regard to case', () => {
    const post = { ...content.blog[0]!, tags: ['Some Tag'] }
    const { posts } = serviceWork({ id: 'x', blogCategories: [], blogTags: ['some tag'] }, { 'case-studies': [], blog: [post] })
    expect(posts).toHaveLength(1)
  })

  it("reads no entry's text: an edit to a post's or a study's body renders no service page again (read-tracking.ts)", async () => {
    try {
      const { trackedEdition, tracker } = await trackingReads()
      const { serviceWork: work } = await import('./service-work')
      const edition = trackedEdition(content)
      for (const service of content.services) {
        tracker.start()
        const { posts } = work(service, edition)
        const reads = tracker.finish()
        expect(reads.filter((read) => /\u0000(body|words)$/.test(read)), service.id).toEqual([])
        expect(posts.length + reads.length, service.id).toBeGreaterThan(0)
      }
    } finally {
      stopTrackingReads()
    }
  })

  it('lists the newest posts up to SERVICE_POSTS_SHOWN, and names the blog category whose page has the others', () => {
    const posts = Array.from({ length: SERVICE_POSTS_SHOWN + 3 }, (_, i) => `post ${i}`)
    expect(shownPosts(posts.slice(0, SERVICE_POSTS_SHOWN), { blogCategories: ['Cloud'] })).toEqual({ shown: posts.slice(0, SERVICE_POSTS_SHOWN) })
    expect(shownPosts(posts, { blogCategories: ['Cloud', 'Development'] })).toEqual({ shown: posts.slice(0, SERVICE_POSTS_SHOWN), more: { category: 'Cloud' } })
    // a service of tags only: the blog has the others
    expect(shownPosts(posts, { blogCategories: [] })).toEqual({ shown: posts.slice(0, SERVICE_POSTS_SHOWN), more: {} })
  })
})
