import { getContent } from '#/lib/content/loader'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogListPageData } from '#/lib/content/blog-list-page'

/** /blog/page/<n> for n >= 2 (page 1 is /blog). */
export function data(pageContext: PageContextServer) {
  const n = Number(pageContext.routeParams.page)
  const result = n >= 2 ? blogListPageData(n, getContent(pageContext.lang)) : undefined
  if (!result) throw render(404)
  return result
}

export type Data = ReturnType<typeof data>
