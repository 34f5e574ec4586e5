/**
 * Which Vike page renders an address, worked out by the build from the pages' ids (`/pages/blog/@slug`), so a
 * prerender worker can render the page with its own hooks (scripts/prerender-worker.mjs). Vike's filesystem
 * routing as this site uses it: a folder is a segment, `@name` one segment given to the page as a parameter,
 * `index` the folder itself; an address that one page matches with no parameter is that page's, else the page
 * with the most segments written out. Anything else (no page, two pages alike, the error page) is left to Vike.
 * The worker checks the first page of each template against Vike's own render and keeps to Vike where they differ.
 */
import { splitEdition, type Lang } from '../../lib/editions'

/** A page rendered without Vike's renderPage: its page id, its parameters, its language and its address without the language. */
export type DirectRoute = { pageId: string; routeParams: Record<string, string>; lang: Lang; pathname: string }

type Route = { pageId: string; segments: string[]; written: number }

export type RouteTable = Route[]

/** The routes of the pages with these ids; the error page (`/pages/_error`) and ids outside `/pages` have none. */
export function routeTable(pageIds: string[]): RouteTable {
  return pageIds
    .filter((pageId) => pageId.startsWith('/pages/') && !pageId.split('/').some((segment) => segment.startsWith('_')))
    .map((pageId) => {
      const segments = pageId.slice('/pages/'.length).split('/').filter((segment, i, all) => !(segment === 'index' && i === all.length - 1))
      return { pageId, segments, written: segments.filter((segment) => !segment.startsWith('@')).length }
    })
}

function match(route: Route, parts: string[]): Record<string, string> | undefined {
  if (route.segments.length !== parts.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, segment] of route.segments.entries()) {
    const part = parts[i]!
    if (segment.startsWith('@')) {
      if (!part) return undefined
      params[segment.slice(1)] = decodeURIComponent(part)
    } else if (segment !== part) return undefined
  }
  return params
}

/** The page of `url` (an address of the site without its base: `/sw/blog/x`), or undefined to leave it to Vike. */
export function directRoute(table: RouteTable, url: string): DirectRoute | undefined {
  const { lang, route } = splitEdition(url)
  const parts = route === '/' ? [] : route.replace(/^\//, '').replace(/\/$/, '').split('/')
  const found = table.flatMap((candidate) => {
    const routeParams = match(candidate, parts)
    return routeParams ? [{ route: candidate, routeParams }] : []
  })
  const best = Math.max(...found.map(({ route }) => route.written))
  const top = found.filter(({ route }) => route.written === best)
  if (top.length !== 1) return undefined
  return { pageId: top[0]!.route.pageId, routeParams: top[0]!.routeParams, lang, pathname: route }
}
