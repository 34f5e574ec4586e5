import { getContent } from '#/lib/content/loader'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogCategoryPageData } from '#/lib/content/blog-list-page'

export function data(pageContext: PageContextServer) {
  const result = blogCategoryPageData(pageContext.routeParams.category ?? '', getContent(pageContext.lang))
  if (!result) throw render(404)
  return result
}

export type Data = ReturnType<typeof data>
