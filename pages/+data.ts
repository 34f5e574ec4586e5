import { getContent } from '#/lib/content/loader'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { kindPageData } from '#/lib/content/kind-pages'

/**
 * The data of every page without a +data of its own: the list and entry pages of a content kind that
 * declares its page copy in lib/content/kinds.ts (events). Anything else is not a page.
 */
export async function data(pageContext: PageContextServer) {
  const found = await kindPageData(pageContext.urlPathname, getContent(pageContext.lang))
  if (!found) throw render(404)
  return found
}
