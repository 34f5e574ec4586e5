/**
 * The one list of routes the site builds: the fixed routes of lib/permalink.ts plus one page per content
 * entry. The prerender hooks (+onBeforePrerenderStart) and the content link check both use it, so a link a
 * writer can point at is exactly a page the build will write.
 */
import { defaultLang, editionRoute, translatedLangs, type Lang } from '../editions'
import { routes } from '../permalink'
import { bySlug } from './by-slug'
import { declaration, kindNames, type KindName } from './kinds'
import type { DataFileName } from './schema'

type Slugged = { slug: string }

/** Entries of every kind, as far as routes go: a slug (and whatever a kind's `more` or `when` reads). */
export type RoutedContent = Record<KindName, Slugged[]>

/** The page of one entry of `kind`, or undefined for kinds without pages per entry (team, legal). */
export function entryRoute(kind: KindName, slug: string): string | undefined {
  return declaration(kind).routes?.entry?.(slug)
}

/** The entry whose page is `pathname` (without the base): its kind and slug, or undefined for any other page. */
export function entryAt(pathname: string, content: RoutedContent): { kind: KindName; slug: string } | undefined {
  for (const kind of kindNames) {
    const entryRoute = declaration(kind).routes?.entry
    const prefix = entryRoute?.('')
    if (!entryRoute || prefix === undefined || !pathname.startsWith(prefix)) continue
    const entry = bySlug(content[kind], pathname.slice(prefix.length))
    if (entry && entryRoute(entry.slug) === pathname) return { kind, slug: entry.slug }
  }
  return undefined
}

/**
 * Every page the kinds add: one per entry, and those worked out from all entries (blog pages, categories).
 * `hasList` says whether a kind's list page is built (in another language, when its copy is translated): the
 * pages worked out from all entries belong to it.
 */
export function kindRoutes(content: RoutedContent, hasList: (list: string) => boolean = () => true): string[] {
  return kindNames.flatMap((name) => {
    const { entry, more, list } = declaration(name).routes ?? {}
    const entries = content[name]
    const withMore = !list || hasList(list())
    return [...(entry ? entries.map((e) => entry(e.slug)) : []), ...(withMore ? (more?.(entries as never) ?? []) : [])]
  })
}

/**
 * The fixed pages another language can have, each with the file its words come from: a page is built in that
 * language when the file has a translation there (pages/about.sw.yaml gives /sw/about). Thank-you pages take
 * their words from the interface strings.
 */
export const translatablePages: readonly [route: string, copy: DataFileName][] = [
  [routes.home(), 'pages/home.yaml'],
  [routes.about(), 'pages/about.yaml'],
  [routes.services(), 'pages/services.yaml'],
  [routes.solutions(), 'pages/solutions.yaml'],
  [routes.caseStudies(), 'pages/case-studies.yaml'],
  [routes.blog(), 'pages/blog.yaml'],
  [routes.team(), 'pages/team.yaml'],
  [routes.careers(), 'pages/careers.yaml'],
  [routes.contact(), 'pages/contact.yaml'],
  [routes.contactThanks(), 'strings/interface.yaml'],
  [routes.newsletterThanks(), 'strings/interface.yaml'],
  [routes.search(), 'pages/search.yaml'],
  [routes.offline(), 'pages/offline.yaml'],
]

/** An edition as far as its routes go: its entries and the data files it has in its own language. */
export type RoutedEdition = RoutedContent & { lang: Lang; translatedData: ReadonlySet<DataFileName> }

/**
 * The language-neutral routes of one edition: every route in the default language; in another, the fixed
 * pages whose words are translated and the pages of translated entries.
 */
export function editionRoutes(edition: RoutedEdition): Set<string> {
  if (edition.lang === defaultLang) return siteRoutes(edition)
  const fixed = translatablePages.filter(([, copy]) => edition.translatedData.has(copy)).map(([route]) => route)
  const lists = new Set(fixed)
  return new Set([...fixed, ...kindRoutes(edition, (list) => lists.has(list))])
}

/** The addresses every other language adds ("/sw", "/sw/about", ...), for the prerender hook and the link checks. */
export function translatedAddresses(editions: Record<Lang, RoutedEdition>): string[] {
  return translatedLangs.flatMap((lang) => [...editionRoutes(editions[lang]!)].map((route) => editionRoute(route, lang)))
}

const SAMPLE = 'sample'

/**
 * Slugs an entry of `collection` cannot take, each with the site route it would shadow: every other route
 * under the collection's entry prefix ("/blog/") claims its next segment ("/blog/post", "/blog/page/2",
 * "/blog/category/cloud" reserve post, page and category).
 */
export function reservedSlugs(kind: string): Map<string, string> {
  const reserved = new Map<string, string>()
  const own = kindNames.includes(kind as KindName) ? declaration(kind as KindName).routes?.entry : undefined
  if (!own) return reserved
  const prefix = own(SAMPLE).slice(0, -SAMPLE.length)
  const others = Object.values(routes)
    .filter((build) => build !== own && build.length <= 1)
    .map((build) => (build as (arg: string) => string)(SAMPLE))
    // a generated file ("/resources/whitepapers/<slug>.pdf") cannot collide with a slug: slugs have no "."
    .filter((route) => !isFile(route))
  for (const route of others) {
    if (!route.startsWith(prefix)) continue
    const [segment = '', ...deeper] = route.slice(prefix.length).split('/')
    if (segment && !reserved.has(segment)) reserved.set(segment, `${prefix}${segment}${deeper.length ? '/...' : ''}`)
  }
  return reserved
}

/** Files the build writes besides pages (feed, sitemap, robots.txt): linkable, but not pages. */
const isFile = (route: string) => /\.[a-z]+$/.test(route)

function zeroArgumentRoutes(): string[] {
  return Object.values(routes)
    .filter((build) => build.length === 0)
    .map((build) => (build as () => string)())
}

/** Pages that take no parameter ("/", "/about", "/blog/post", ...): every zero-argument entry of `routes`. */
export function fixedRoutes(): string[] {
  return zeroArgumentRoutes().filter((route) => !isFile(route))
}

/** The generated files ("/rss.xml", "/sitemap.xml", "/robots.txt"). */
export function generatedFiles(): string[] {
  return zeroArgumentRoutes().filter(isFile)
}

/**
 * Files the build writes per entry (scripts/write-resources.ts): a whitepaper's PDF, an upcoming webinar's
 * calendar. `assumeAll` counts every entry as having every file (for files that failed validation).
 */
export function entryFiles(content: RoutedContent, { assumeAll = false }: { assumeAll?: boolean } = {}): string[] {
  return kindNames.flatMap((name) =>
    (declaration(name).files ?? []).flatMap((file) =>
      content[name].filter((entry) => assumeAll || !file.when || file.when(entry as never)).map((entry) => file.route(entry.slug)),
    ),
  )
}

/** Every route path the build prerenders, without the base path. */
export function siteRoutes(content: RoutedContent): Set<string> {
  return new Set([...fixedRoutes(), ...kindRoutes(content)])
}
