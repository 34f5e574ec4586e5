/**
 * The site's search, at build time: which kind of page a route is (Pagefind stores it with the page, and a
 * result shows it), and the page list /search shows without JavaScript. Both walk the kinds registry.
 */
import { declaration, kindNames } from './content/kinds'
import type { Content } from './content/loader'
import { entryAt } from './content/routes'
import { localeOf } from './editions'
import { fillTemplate } from './fill-template'
import { routes } from './permalink'

/** What a search result says the page is ("Article", "Service"), from pages/search.yaml. */
export function searchKindLabel(pathname: string, content: Content): string {
  const labels = content.data['pages/search.yaml'].kinds
  return labels[entryAt(pathname, content)?.kind ?? 'page'] ?? labels.page!
}

/**
 * The most entries a content folder lists on /search: a folder with more (a blog of hundreds of posts) lists its first
 * ones, in the registry's order (the newest posts), and a link to its own list, which has them all in pages. The page
 * stays light however large the site grows (at 1,000 posts the whole list was 148 KB of HTML).
 */
export const BROWSE_PER_SECTION = 20

type BrowseSection = { id: string; title: string; links: { label: string; href: string }[]; all?: { label: string; href: string } }

/** /search: the form's words, and the pages by section (each content folder with pages, then the company's pages). */
export function searchPageData(content: Content) {
  const page = content.data['pages/search.yaml']
  const navigation = content.data['strings/interface.yaml'].navigation
  const sections = kindNames.flatMap((name): BrowseSection[] => {
    const { entry: entryRoute, list } = declaration(name).routes ?? {}
    const entries = content[name] as { slug: string; title: string }[]
    if (!entryRoute || !entries.length) return []
    const shown = list && entries.length > BROWSE_PER_SECTION ? entries.slice(0, BROWSE_PER_SECTION) : entries
    const count = entries.length.toLocaleString(localeOf(content.lang))
    const all = shown.length < entries.length && list ? { label: fillTemplate(page.browseAll, { count }), href: list() } : undefined
    return [{ id: name, title: page.sections[name] ?? name, links: shown.map((entry) => ({ label: entry.title, href: entryRoute(entry.slug) })), ...(all && { all }) }]
  })
  const company: BrowseSection = { id: 'company', title: page.company, links: [{ label: content.data['pages/home.yaml'].title, href: routes.home() }, ...navigation.company, ...navigation.legal] }
  return {
    head: { title: page.title, description: page.description, searchable: false },
    page,
    sections: [...sections, company],
  }
}

export type SearchPageData = ReturnType<typeof searchPageData>
