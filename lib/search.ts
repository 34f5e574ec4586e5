/**
 * The site's search, at build time: which kind of page a route is (Pagefind stores it with the page, and a
 * result shows it), and the page list /search shows without JavaScript. Both walk the kinds registry.
 */
import { declaration, kindNames } from './content/kinds'
import type { Content } from './content/loader'
import { entryAt } from './content/routes'
import { routes } from './permalink'

/** What a search result says the page is ("Article", "Service"), from pages/search.yaml. */
export function searchKindLabel(pathname: string, content: Content): string {
  const labels = content.data['pages/search.yaml'].kinds
  return labels[entryAt(pathname, content)?.kind ?? 'page'] ?? labels.page!
}

/** /search: the form's words, and every page by section (each content folder with pages, then the company's pages). */
export function searchPageData(content: Content) {
  const page = content.data['pages/search.yaml']
  const navigation = content.data['strings/interface.yaml'].navigation
  const sections = kindNames.flatMap((name) => {
    const entryRoute = declaration(name).routes?.entry
    const entries = content[name] as { slug: string; title: string }[]
    if (!entryRoute || !entries.length) return []
    return [{ id: name, title: page.sections[name] ?? name, links: entries.map((entry) => ({ label: entry.title, href: entryRoute(entry.slug) })) }]
  })
  const company = { id: 'company', title: page.company, links: [{ label: content.data['pages/home.yaml'].title, href: routes.home() }, ...navigation.company, ...navigation.legal] }
  return {
    head: { title: page.title, description: page.description, searchable: false },
    page,
    sections: [...sections, company],
  }
}

export type SearchPageData = ReturnType<typeof searchPageData>
