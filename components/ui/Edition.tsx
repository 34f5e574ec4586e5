import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { localiseHref } from '#/lib/localise'

/** What a page's components need of its language: serialisable, so an island gets the same (Island.tsx). */
export type EditionProps = {
  /** "en", "sw": the <html lang> */
  lang: string
  /** "en-KE", "sw-KE": dates and numbers */
  locale: string
  /** "" in the default language, "/sw" in Swahili */
  prefix: string
  /** The language-neutral routes the edition has; empty in the default language, where links stay as written */
  routes: readonly string[]
  /** Interface words that primitives deep in a page need (the breadcrumb trail's name) */
  labels: { breadcrumb: string }
}

export type EditionValue = Pick<EditionProps, 'lang' | 'locale' | 'labels'> & {
  /** Turns a language-neutral route into this edition's address when the edition has the page. */
  localise: (href: string) => string
  /** What the provider was given: an island passes it on to its browser copy */
  props?: EditionProps
}

/** Outside a page (a component rendered alone in a unit test): links as written. */
const Context = createContext<EditionValue>({ lang: 'en', locale: 'en-KE', labels: { breadcrumb: '' }, localise: (href) => href })

/** The page's language, for the Link and Form primitives and for dates: set once per page by the renderer. */
export function EditionProvider({ edition, children }: { edition: EditionProps; children?: ReactNode }) {
  const value = useMemo<EditionValue>(() => {
    const has = new Set(edition.routes)
    return { lang: edition.lang, locale: edition.locale, labels: edition.labels, localise: (href) => localiseHref(href, edition.prefix, (route) => has.has(route)), props: edition }
  }, [edition])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useEdition(): EditionValue {
  return useContext(Context)
}
