import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { getContent } from '#/lib/content/loader'
import { postPageData } from '#/lib/content/post-page'

/** /blog/post, the spec's fixed article route, shows the newest post. */
export async function data(pageContext: PageContextServer) {
  const newest = getContent(pageContext.lang).blog[0]
  if (!newest) throw render(404)
  return postPageData(newest, getContent(pageContext.lang), { asLatest: true })
}

export type Data = Awaited<ReturnType<typeof data>>
