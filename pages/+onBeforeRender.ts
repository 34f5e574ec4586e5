import type { PageContextServer } from 'vike/types'
import { defaultLang } from '#/lib/editions'
import { layoutData } from '#/lib/layout-data'

/** Runs after each page's +data: the layout's data (navigation, footer, contact bar) for the renderer. */
export function onBeforeRender(pageContext: PageContextServer) {
  const head = pageContext.data?.head
  if (!head) throw new Error(`The page for ${pageContext.urlPathname} returned no head from its +data hook`)
  return { pageContext: { layout: layoutData(pageContext.urlPathname, head, pageContext.lang ?? defaultLang) } }
}
