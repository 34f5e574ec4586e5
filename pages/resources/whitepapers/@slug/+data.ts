import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { bySlug } from '#/lib/content/by-slug'
import { getContent } from '#/lib/content/loader'
import { whitepaperPageData } from '#/lib/resources/resource-pages'

export async function data(pageContext: PageContextServer) {
  const paper = bySlug(getContent(pageContext.lang).whitepapers, pageContext.routeParams.slug)
  if (!paper) throw render(404)
  return whitepaperPageData(paper)
}

export type Data = Awaited<ReturnType<typeof data>>
