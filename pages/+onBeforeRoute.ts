import type { PageContextServer } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { splitEdition } from '#/lib/editions'

/**
 * Each language other than the default lives under its prefix (/sw/about). Vike routes the address without it
 * (/about, the same page template), and every hook gets the language as pageContext.lang.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const { lang, route } = splitEdition(pageContext.urlParsed.pathname)
  if (route === pageContext.urlParsed.pathname) return { pageContext: { lang } }
  return { pageContext: { lang, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: route }) } }
}
