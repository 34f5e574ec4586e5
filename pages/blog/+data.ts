import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { blogListPageData } from '#/lib/content/blog-list-page'

/** /blog: page 1 of the blog list. */
export function data(pageContext: PageContextServer) {
  return blogListPageData(1, getContent(pageContext.lang))!
}

export type Data = ReturnType<typeof data>
