import { getContent } from '#/lib/content/loader'
import { kindRoutes, translatedAddresses } from '#/lib/content/routes'
import { langs } from '#/lib/editions'

/**
 * Every page the content kinds add (one per entry, blog pages and categories), from the registry in
 * lib/content/kinds.ts. Vike prerenders the routes without parameters on its own and routes each URL here to
 * its page, so this one hook serves every kind and every other language's pages (/sw/about): it lives on the home page only because Vike calls the hook of
 * each page that has one, and a second copy would list every URL twice.
 */
export function onBeforePrerenderStart() {
  const editions = Object.fromEntries(langs.map((lang) => [lang, getContent(lang)]))
  return [...kindRoutes(getContent()), ...translatedAddresses(editions)]
}
