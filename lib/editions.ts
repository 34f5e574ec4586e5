/**
 * The site's languages (site.config.ts): the first is the default edition at the root, every other one an
 * edition under /<code>/ built from the content files that have a translation (content/x.<code>.mdx).
 * A route here is always the language-neutral one ("/about"); `editionRoute` gives its address in an edition.
 */
import { site } from '../site.config'
import { prefixedRoute } from './localise'

export { localiseHref } from './localise'

export type Lang = string

export const defaultLang: Lang = site.languages[0]!.code
export const langs: readonly Lang[] = site.languages.map((language) => language.code)
/** The languages with an edition under their own prefix. */
export const translatedLangs: readonly Lang[] = langs.filter((lang) => lang !== defaultLang)

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && langs.includes(value)
}

/** "en-KE", "sw-KE": dates, numbers and og:locale. */
export function localeOf(lang: Lang): string {
  return site.languages.find((language) => language.code === lang)?.locale ?? site.locale
}

/** "" for the default language, "/sw" for Swahili. */
export function prefixOf(lang: Lang): string {
  return lang === defaultLang ? '' : `/${lang}`
}

/** The address of a language-neutral route in an edition: "/about" -> "/sw/about", "/" -> "/sw". */
export function editionRoute(route: string, lang: Lang): string {
  return prefixedRoute(route, prefixOf(lang))
}

/** The language of an address and its language-neutral route: "/sw/about" -> sw, "/about". */
export function splitEdition(pathname: string): { lang: Lang; route: string } {
  for (const lang of translatedLangs) {
    const prefix = prefixOf(lang)
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, route: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { lang, route: pathname.slice(prefix.length) }
  }
  return { lang: defaultLang, route: pathname }
}

/** "services/cctv.sw.mdx" -> { base: "services/cctv.mdx", lang: "sw" }; a file of the default language has no suffix. */
export function translationOf(file: string): { base: string; lang: Lang } | undefined {
  const match = /^(.*)\.([a-z]{2})\.(mdx?|yaml)$/.exec(file)
  if (!match) return undefined
  return { base: `${match[1]}.${match[3]}`, lang: match[2]! }
}

