import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { searchPageData } from '#/lib/search'

export function data(pageContext: PageContextServer) {
  return searchPageData(getContent(pageContext.lang))
}

export type Data = Awaited<ReturnType<typeof data>>
