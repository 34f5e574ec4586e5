/**
 * What the build's later steps read in a built page, found by the prerender worker that wrote it while it still
 * has the page's HTML: its ids and links (the link check, scripts/lib/page-links.ts) and what its head says of it
 * (the sitemap, lib/feeds/sitemap.ts). The build then reads no page it rendered again for them (about 1.4 s of its
 * process's CPU at 1,000 posts). Kept light: a worker loads this module on its own (scripts/lib/bundled-script.mjs).
 *
 * A worker's findings travel to the build as one table of strings and places in it (`FoundInPages`): the menus' and
 * footer's links are on every page, held once.
 */
import { readPageHead, type BuiltPage } from '../../lib/feeds/sitemap'
import { pageLinks, type PageLinks } from './page-links'
import { routeOfFile } from './routes'

// the worker cuts each searchable page's copy for Pagefind too, while it has the HTML
export { placeCopy, searchCopy } from './search-copies'

export type PageHeadFinding = Omit<BuiltPage, 'route'>
export type PageFindings = { links: PageLinks; head: PageHeadFinding }

export function pageFindings(file: string, html: string, siteOrigin: string): PageFindings {
  const { canonical, noindex, alternates } = readPageHead(routeOfFile(file), html)
  return { links: pageLinks(html, siteOrigin), head: { canonical, noindex, alternates } }
}

/** Findings by page digest, every string a place in `strings`. */
export type FoundInPages = {
  strings: string[]
  pages: Record<string, { ids: number[]; refs: number[]; canonical?: number; noindex: boolean; alternates: [hreflang: number, href: number][] }>
}

/** Collects findings by digest into a FoundInPages. */
export function findingsTable(): { add(digest: string, findings: PageFindings): void; table(): FoundInPages } {
  const places = new Map<string, number>()
  const place = (text: string) => places.get(text) ?? (places.set(text, places.size), places.size - 1)
  const pages: FoundInPages['pages'] = {}
  return {
    add(digest, { links, head }) {
      pages[digest] = {
        ids: links.ids.map(place),
        refs: links.refs.map(place),
        ...(head.canonical === undefined ? {} : { canonical: place(head.canonical) }),
        noindex: head.noindex,
        alternates: head.alternates.map(({ hreflang, href }) => [place(hreflang), place(href)]),
      }
    },
    table: () => ({ strings: [...places.keys()], pages }),
  }
}

/** The findings of a table, by digest (each string one value, however many pages have it). */
export function foundInPages({ strings, pages }: FoundInPages): Map<string, PageFindings> {
  const text = (at: number) => {
    const value = strings[at]
    if (value === undefined) throw new Error(`page findings: no string at ${at}`)
    return value
  }
  return new Map(
    Object.entries(pages).map(([digest, page]) => [
      digest,
      {
        links: { ids: page.ids.map(text), refs: page.refs.map(text) },
        head: {
          ...(page.canonical === undefined ? {} : { canonical: text(page.canonical) }),
          noindex: page.noindex,
          alternates: page.alternates.map(([hreflang, href]) => ({ hreflang: text(hreflang), href: text(href) })),
        },
      },
    ]),
  )
}
