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
}

/** One page per entry, per collection. */
export const entryRoutes = {
  services: (content: Pick<RoutedContent, 'services'>) => content.services.map((s) => routes.service(s.slug)),
  solutions: (content: Pick<RoutedContent, 'solutions'>) => content.solutions.map((s) => routes.solution(s.slug)),
  'case-studies': (content: Pick<RoutedContent, 'case-studies'>) => content['case-studies'].map((s) => routes.caseStudy(s.slug)),
  blog: (content: Pick<RoutedContent, 'blog'>) => content.blog.map((p) => routes.blogPost(p.slug)),
  /** /blog/page/2 and on, once the posts fill more than one page */
  blogPages: (content: Pick<RoutedContent, 'blog'>) => extraPageNumbers(content.blog.length).map((n) => routes.blogPage(n)),
  blogCategories: () => blogCategories.map((category) => routes.blogCategory(category)),
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
  ])
}
