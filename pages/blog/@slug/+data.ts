import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { bySlug } from '#/lib/content/by-slug'
import { getContent } from '#/lib/content/loader'
import { postPageData } from '#/lib/content/post-page'

export async function data(pageContext: PageContextServer) {
  const post = bySlug(getContent(pageContext.lang).blog, pageContext.routeParams.slug)
  if (!post) throw render(404)
  return postPageData(post, getContent(pageContext.lang))
}

export type Data = Awaited<ReturnType<typeof data>>
