/**
 * What the shared layout shows around every page (menus, footer, the phone contact bar, the WhatsApp
 * greeting), from content/. pages/+onBeforeRender.ts hands it to the renderer as data, so the renderer
 * never loads content itself.
 */
import { getContent, type Content } from './content/loader'
import { recordDerived, rememberReads, untracked } from './content/read-tracking'
import { editionRoutes } from './content/routes'
import { defaultLang, editionRoute, langs, localeOf, prefixOf, type Lang } from './editions'
import { whatsappGreeting } from './lead-forms'
import { mainNavigation } from './navigation'
import { routes } from './permalink'
import { searchKindLabel } from './search'
import type { PageHead } from './seo'

const routesOfEdition = new WeakMap<Content, Set<string>>()

/** The language-neutral routes an edition has, worked out once per loaded edition. */
function routesIn(edition: Content): Set<string> {
  let routes = routesOfEdition.get(edition)
  if (!routes) routesOfEdition.set(edition, (routes = editionRoutes(edition)))
  return routes
}

/**
 * The routes of the page's edition, as a page asks about them. A page depends on the answers it was given
 * (whether a route exists, or the whole list), not on every entry the routes come from: a post added leaves
 * the pages that do not link to it as they were.
 */
function routesOf(lang: Lang): { has(route: string): boolean; all(): string[] } {
  const content = getContent(lang)
  const found = untracked(() => routesIn(content))
  return {
    has: (route) => (recordDerived('route', lang, route), found.has(route)),
    all: () => (recordDerived('routes', lang), [...found]),
  }
}

/** The facts `routesOf` notes, worked out again from the build's content (each edition's routes once). */
export const routeReads = {
  route: (editions: Record<string, Content>, lang: string, route: string) => routesIn(editions[lang]!).has(route),
  routes: (editions: Record<string, Content>, lang: string) => [...routesIn(editions[lang]!)],
}

/**
 * The page's language and its other languages: the routes links are localised against, the hreflang alternates
 * (a page with a translation; none for a 404 or an alias) and a switcher per other language, to the same page
 * there or else to that edition's home page. Names and words of a switcher are the other language's own.
 */
export function editionData(pathname: string, head: PageHead, lang: Lang) {
  const here = routesOf(lang)
  const alternates = head.noindex || head.canonical ? [] : langs.filter((other) => routesOf(other).has(pathname)).map((other) => ({ lang: other, href: editionRoute(pathname, other) }))
  return {
    edition: {
      lang,
      locale: localeOf(lang),
      prefix: prefixOf(lang),
      routes: lang === defaultLang ? [] : here.all(),
      labels: { breadcrumb: getContent(lang).data['strings/interface.yaml'].navigation.labels.breadcrumb },
    },
    /** The edition's RSS feed, if it has a blog */
    feed: here.has(routes.blog()) ? editionRoute(routes.rss(), lang) : undefined,
    alternates: alternates.length > 1 ? alternates : [],
    switchers: langs
      .filter((other) => other !== lang && routesOf(other).has('/'))
      .map((other) => {
        const words = getContent(other).data['strings/interface.yaml'].edition
        return { lang: other, href: editionRoute(routesOf(other).has(pathname) ? pathname : '/', other), name: words.name, label: words.switchTo }
      }),
  }
}

/** What the layout shows the same on every page of an edition, by the edition as getContent() gave it. */
const editionLayouts = new WeakMap<Content, { value: ReturnType<typeof editionLayout>; reads: string[] }>()

/** The menus, the footer's lists and the layout's words of an edition: the same on each of its pages. */
function editionLayout(content: Content) {
  const navigation = content.data['strings/interface.yaml'].navigation
  return {
    nav: mainNavigation(navigation, content),
    /** The navbar's call to action, the footer's lists and the layout's labels */
    navigation: { contact: navigation.contact, company: navigation.company, legal: navigation.legal, labels: navigation.labels },
    // each service's own page, as in the menu (a service's `link` is where its cards go)
    footerServices: content.services.map((s) => ({ label: s.title, href: routes.service(s.slug) })),
    whatsappLabel: content.data['pages/contact.yaml'].whatsappLabel,
  }
}

export function layoutData(pathname: string, head: PageHead, lang: Lang) {
  const content = getContent(lang)
  const strings = content.data['strings/interface.yaml']
  return {
    // worked out once per edition, each page given the reads it was worked out from (about 0.1 s of a prerender
    // worker at 1,000 posts)
    ...rememberReads(editionLayouts, content, () => editionLayout(content)),
    // A page that names no subject (home, 404, thank-you pages) asks about the company's services in general.
    whatsapp: whatsappGreeting(head.noindex || pathname === routes.home() ? undefined : head.title, content),
    contactBar: strings.leads.contactBar,
    blurb: strings.blurb,
    /**
     * The site search indexes the page's main content (not menus, footer, the 404 or an alias such as
     * /blog/post, whose canonical page is indexed instead), under this kind.
     */
    search: { indexed: !head.noindex && !head.canonical && head.searchable !== false, kind: searchKindLabel(pathname, content) },
    ...editionData(pathname, head, lang),
  }
}

export type LayoutData = ReturnType<typeof layoutData>
