import type { PrerenderContext } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { editionRoute, translatedLangs } from '#/lib/editions'

/**
 * Each language whose interface strings are translated gets its own 404 page (/sw/404.html, served for a
 * missing page under /sw/): Vike prerenders one error page, so it is copied here per language (Vike's i18n
 * pattern). The copy carries its language itself, as no route is matched for an error page.
 */
/**
 * A copy of a page context at another address. During this hook Vike hides its computed properties (urlPathname,
 * urlParsed, ...) from a spread; they are getters reading `this`, so the copy gets them as its own (Vike's
 * i18n example relies on a helper it attaches, which trips an assertion for an error page's copy).
 */
function copyAt<C extends object>(pageContext: C, urlOriginal: string, lang: string): C {
  const copy = { ...pageContext } as Record<string | symbol, unknown>
  delete copy._restorePropertyGetters
  for (const key of Reflect.ownKeys(pageContext)) {
    // `url` is Vike's deprecated alias, which warns when read
    const descriptor = key === 'url' ? undefined : Object.getOwnPropertyDescriptor(pageContext, key)
    if (descriptor && 'get' in descriptor) Object.defineProperty(copy, key, { ...descriptor, enumerable: true })
  }
  return Object.assign(copy, { urlOriginal, lang }) as unknown as C
}

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const notFound = prerenderContext.pageContexts.find((pageContext) => pageContext.is404)
  const translated = translatedLangs.filter((lang) => getContent(lang).translatedData.has('strings/interface.yaml'))
  const copies = notFound ? translated.map((lang) => copyAt(notFound, editionRoute('/404', lang), lang)) : []
  return { prerenderContext: { pageContexts: [...prerenderContext.pageContexts, ...copies] } }
}
