/**
 * Every internal URL goes through here so the site works under a base path (e.g. /preview/pr-42/).
 * Paths are written root-relative ("/blog/x"); the base is prefixed once.
 */
import { basePath, configuredBasePath } from './base-path'
import { OFFLINE_SCRIPT_FILE, SERVICE_WORKER_FILE } from './offline/offline-cache'

function configuredBase(): string {
  // Vite replaces import.meta.env.BASE_URL at build time; plain Node scripts fall back to BASE_PATH.
  let fromVite: string | undefined
  try {
    fromVite = import.meta.env.BASE_URL
  } catch {
    fromVite = undefined
  }
  return fromVite === undefined ? configuredBasePath() : basePath(fromVite)
}

export function withBase(path: string, base: string = configuredBase()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('#')) return path
  const [pathname = '', rest = ''] = splitSuffix(path)
  const clean = pathname.replace(/^\/+/, '')
  return `${base}${clean}${rest}`
}

/** Removes the base from a pathname ("/preview/pr-42/blog" -> "/blog"). */
export function withoutBase(pathname: string, base: string = configuredBase()): string {
  const baseNoSlash = base.replace(/\/$/, '')
  if (baseNoSlash && (pathname === baseNoSlash || pathname.startsWith(`${baseNoSlash}/`))) {
    return pathname.slice(baseNoSlash.length) || '/'
  }
  return pathname
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/)
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)]
}

/** Route paths of every page kind, without the base. */
export const routes = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  service: (slug: string) => `/services/${slug}`,
  solutions: () => '/solutions',
  solution: (id: string) => `/solutions/${id}`,
  caseStudies: () => '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  caseStudyFeatured: () => '/case-studies/detail',
  blog: () => '/blog',
  /** Page n of the blog list; page 1 is /blog itself. */
  blogPage: (n: number) => (n <= 1 ? '/blog' : `/blog/page/${n}`),
  blogCategory: (category: string) => `/blog/category/${categorySlug(category)}`,
  /** A category's list page `n` (1 is the category's own route). */
  blogCategoryPage: (category: string, n: number) => (n <= 1 ? `/blog/category/${categorySlug(category)}` : `/blog/category/${categorySlug(category)}/page/${n}`),
  blogPost: (slug: string) => `/blog/${slug}`,
  blogLatest: () => '/blog/post',
  careers: () => '/careers',
  /** Engagement models and indicative prices (content/pages/how-we-work.yaml). */
  howWeWork: () => '/how-we-work',
  contact: () => '/contact',
  /** Thank-you pages: where a form lands without JavaScript (lib/forms.ts). */
  contactThanks: () => '/contact/thanks',
  newsletterThanks: () => '/newsletter/thanks',
  team: () => '/team',
  /** A team member's card on the team page (a post's author links here). */
  teamMember: (slug: string) => `/team#${teamMemberId(slug)}`,
  resources: () => '/resources',
  /** A whitepaper's page, and its PDF (written by the build's resources step, scripts/write-resources.ts). */
  whitepaper: (slug: string) => `/resources/whitepapers/${slug}`,
  whitepaperPdf: (slug: string) => `/resources/whitepapers/${slug}.pdf`,
  /** A webinar's page (registration or recording), and an upcoming one's calendar file. */
  webinar: (slug: string) => `/resources/webinars/${slug}`,
  webinarCalendar: (slug: string) => `/resources/webinars/${slug}.ics`,
  webinarThanks: () => '/resources/webinars/thanks',
  /** Events: the list (upcoming first), an event's page, and an upcoming event's calendar file. */
  events: () => '/events',
  event: (slug: string) => `/events/${slug}`,
  eventCalendar: (slug: string) => `/events/${slug}.ics`,
  /** The site search (Pagefind); its index lives at /pagefind/, written by the build's search step. */
  search: () => '/search',
  /** What the service worker shows for a page that could not load offline (lib/offline/service-worker.js). */
  offline: () => '/offline',
  /** An entry's social card (a PNG written by the build's cards step, scripts/write-cards.ts), one folder per kind. */
  card: (kind: string, slug: string) => `/cards/${kind}/${slug}.png`,
  privacy: () => '/privacy',
  terms: () => '/terms',
  rss: () => '/rss.xml',
  sitemap: () => '/sitemap.xml',
  robots: () => '/robots.txt',
  /** The service worker (written by the build, scripts/lib/service-worker.ts): pages kept for when there is no connection. */
  serviceWorker: () => SERVICE_WORKER_FILE,
  /** The offline page's script, written with the service worker. */
  offlineScript: () => OFFLINE_SCRIPT_FILE,
} as const

/** The id of a team member's card on /team. */
export const teamMemberId = (slug: string) => `member-${slug}`

/** "Digital Marketing" -> "digital-marketing" */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The absolute URL of a route or public file at an origin (origin + base + path). Build-time code uses
 * siteUrl() from lib/site-url.ts, which supplies site.url (kept out of here: this module ships to the browser).
 */
export function absoluteUrl(path: string, origin: string, base: string = configuredBase()): string {
  if (/^https?:\/\//.test(path)) return path
  const at = `${origin}\n${base}`
  let byPath = absoluteUrls.get(at)
  if (!byPath) absoluteUrls.set(at, (byPath = new Map()))
  let url = byPath.get(path)
  if (url === undefined) {
    url = new URL(withBase(path, base).replace(/^\//, ''), `${origin.replace(/\/$/, '')}/`).toString()
    if (byPath.size >= MAX_ABSOLUTE_URLS) byPath.clear()
    byPath.set(path, url)
  }
  return url
}

/**
 * Each absolute URL made, by origin and base, then by path: every page names the same addresses (its canonical,
 * feeds, cards, the JSON-LD's publisher) and a prerender worker made about 15 a page with `new URL`. Bounded:
 * emptied when full.
 */
const absoluteUrls = new Map<string, Map<string, string>>()
const MAX_ABSOLUTE_URLS = 20_000
