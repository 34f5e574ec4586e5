/**
 * The one list of routes the site builds: the fixed routes of lib/permalink.ts plus one page per content
 * entry. The prerender hooks (+onBeforePrerenderStart) and the content link check both use it, so a link a
 * writer can point at is exactly a page the build will write.
 */
import { routes } from '../permalink'
import { extraPageNumbers } from './blog-list-page'
import { blogCategories } from './schema'

type Slugged = { slug: string }

/** The content a route list is derived from: each collection that has a page per entry. */
export type RoutedContent = {
  services: Slugged[]
  solutions: Slugged[]
  'case-studies': Slugged[]
  blog: Slugged[]
  whitepapers: Slugged[]
  webinars: (Slugged & { type: string })[]
}

/** One page per entry, per collection. */
export const entryRoutes = {
  services: (content: Pick<RoutedContent, 'services'>) => content.services.map((s) => routes.service(s.slug)),
  solutions: (content: Pick<RoutedContent, 'solutions'>) => content.solutions.map((s) => routes.solution(s.slug)),
  'case-studies': (content: Pick<RoutedContent, 'case-studies'>) => content['case-studies'].map((s) => routes.caseStudy(s.slug)),
  blog: (content: Pick<RoutedContent, 'blog'>) => content.blog.map((p) => routes.blogPost(p.slug)),
  whitepapers: (content: Pick<RoutedContent, 'whitepapers'>) => content.whitepapers.map((w) => routes.whitepaper(w.slug)),
  webinars: (content: Pick<RoutedContent, 'webinars'>) => content.webinars.map((w) => routes.webinar(w.slug)),
  /** /blog/page/2 and on, once the posts fill more than one page */
  blogPages: (content: Pick<RoutedContent, 'blog'>) => extraPageNumbers(content.blog.length).map((n) => routes.blogPage(n)),
  blogCategories: () => blogCategories.map((category) => routes.blogCategory(category)),
}

/** The page of one entry, for each collection that has a page per entry. */
export const entryRoute = {
  services: routes.service,
  solutions: routes.solution,
  'case-studies': routes.caseStudy,
  blog: routes.blogPost,
  whitepapers: routes.whitepaper,
  webinars: routes.webinar,
} as const satisfies Record<keyof RoutedContent, (slug: string) => string>

const SAMPLE = 'sample'

/**
 * Slugs an entry of `collection` cannot take, each with the site route it would shadow: every other route
 * under the collection's entry prefix ("/blog/") claims its next segment ("/blog/post", "/blog/page/2",
 * "/blog/category/cloud" reserve post, page and category).
 */
export function reservedSlugs(collection: string): Map<string, string> {
  const reserved = new Map<string, string>()
  if (!Object.hasOwn(entryRoute, collection)) return reserved
  const own = entryRoute[collection as keyof typeof entryRoute]
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

/** Files the build writes per entry (scripts/write-resources.ts): each whitepaper's PDF, each upcoming webinar's calendar. */
export function entryFiles(content: Pick<RoutedContent, 'whitepapers' | 'webinars'>): string[] {
  return [
    ...content.whitepapers.map((w) => routes.whitepaperPdf(w.slug)),
    ...content.webinars.filter((w) => w.type === 'upcoming').map((w) => routes.webinarCalendar(w.slug)),
  ]
}

/** Every route path the build prerenders, without the base path. */
export function siteRoutes(content: RoutedContent): Set<string> {
  return new Set([
    ...fixedRoutes(),
    ...entryRoutes.services(content),
    ...entryRoutes.solutions(content),
    ...entryRoutes['case-studies'](content),
    ...entryRoutes.blog(content),
    ...entryRoutes.blogPages(content),
    ...entryRoutes.blogCategories(),
    ...entryRoutes.whitepapers(content),
    ...entryRoutes.webinars(content),
  ])
}
