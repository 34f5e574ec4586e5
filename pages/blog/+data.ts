import { blogListPageData } from '#/lib/content/blog-list-page'

/** /blog: page 1 of the blog list. */
export function data() {
  return blogListPageData(1)!
}

export type Data = ReturnType<typeof data>
