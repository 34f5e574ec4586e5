import { getContent } from '#/lib/content/loader'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogCategoryPageData } from '#/lib/content/blog-list-page'

/** /blog/category/<slug>/page/<n> for n >= 2 (page 1 is /blog/category/<slug>). */
export function data(pageContext: PageContextServer) {
  const n = Number(pageContext.routeParams.page)
  const result = n >= 2 ? blogCategoryPageData(pageContext.routeParams.category ?? '', getContent(pageContext.lang), n) : undefined
  if (!result) throw render(404)
  return result
}

export type Data = ReturnType<typeof data>
