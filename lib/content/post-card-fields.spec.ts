import { afterEach, expect, it } from 'vitest'
import { loadContent } from './loader'
import { stopTrackingReads, trackingReads } from './test-fixtures'

afterEach(stopTrackingReads)

/** The modules as a prerender worker loads them: every read of the content noted (read-tracking.ts). */
async function tracking() {
  const { trackedEdition, tracker } = await trackingReads()
  return { trackedEdition, tracker, lists: await import('./blog-list-page'), posts: await import('./post-page') }
}

const content = loadContent()
/** Reads of any post's text: its body, or its word count. */
const textReads = (reads: string[], except?: string) => reads.filter((read) => /\u0000(body|words)$/.test(read) && (except === undefined || !read.includes(`\u0000${except}\u0000`)))

it("leaves the posts' text out of the blog's lists: an edit that keeps a post's card renders no list again", async () => {
  const { trackedEdition, tracker, lists } = await tracking()
  const edition = trackedEdition(content)
  tracker.start()
  const first = lists.blogListPageData(1, edition)
  const category = lists.blogCategoryPageData(content.blog[0]!.category.toLowerCase(), edition)
  const reads = tracker.finish()
  expect(first?.posts.length).toBeGreaterThan(0)
  expect(category === undefined || category.posts.length > 0).toBe(true)
  expect(textReads(reads)).toEqual([])
  // what the cards show is read
  expect(reads.some((read) => read.endsWith('\u0000title'))).toBe(true)
})

it("reads no other post's text on a post's page: its related posts' cards are what they show", async () => {
  const { trackedEdition, tracker, posts } = await tracking()
  const edition = trackedEdition(content)
  const post = edition.blog[0]!
  tracker.start()
  const data = await posts.postPageData(post, edition)
  const reads = tracker.finish()
  expect(data.related.length).toBeGreaterThan(0)
  expect(textReads(reads, post.slug)).toEqual([])
})
