import { render } from 'vike/abort'
import { getContent } from '#/lib/content/loader'
import { postPageData } from '#/lib/content/post-page'

/** /blog/post, the spec's fixed article route, shows the newest post. */
export async function data() {
  const newest = getContent().blog[0]
  if (!newest) throw render(404)
  return postPageData(newest, { asLatest: true })
}

export type Data = Awaited<ReturnType<typeof data>>
