/**
 * The data of a kind's list page and entry pages, for kinds that declare their page copy (`page` and `head` in
 * lib/content/kinds.ts): pages/+data.ts serves it to any page without a +data of its own, so such a kind needs
 * only its two templates. Routes are carried without the base path; the Link primitives add it.
 */
import { routes } from '../permalink'
import { breadcrumbList } from '../structured-data'
import { optionalBody, type BodyTree } from './bodies'
import { bySlug } from './by-slug'
import { declaration, kindNames, type Entry, type KindName, type PageOf } from './kinds'
import type { Content } from './loader'
import { entryAt } from './routes'

type WithoutBody<T> = Omit<T, 'body'>

export type KindListData<K extends KindName> = {
  head: { title: string; description: string; jsonLd: object[] }
  page: PageOf<K>
  entries: (WithoutBody<Entry<K>> & { href: string })[]
}

export type KindEntryData<K extends KindName, Extra = unknown> = {
  head: { title: string; description: string; jsonLd: object[] }
  page: PageOf<K>
  entry: WithoutBody<Entry<K>>
  /** The body's HTML tree, when the entry has one */
  body?: BodyTree
  /** The list page, for the way back */
  list: string
} & Extra

function withoutBody<T extends { body: string }>({ body: _body, ...rest }: T): WithoutBody<T> {
  return rest
}

/** The list or entry page at `pathname` (without the base) of a kind with page copy, or undefined. */
export async function kindPageData(pathname: string, content: Content): Promise<KindListData<KindName> | KindEntryData<KindName> | undefined> {
  const home = { name: content.data['pages/home.yaml'].title, route: routes.home() }
  const at = entryAt(pathname, content)
  for (const name of kindNames) {
    const kind = declaration(name)
    const list = kind.routes?.list
    const entryRoute = kind.routes?.entry
    if (!kind.page || !kind.head || !list || !entryRoute) continue
    const page = content.data[kind.page] as { title: string; description: string }
    const entries = content[name] as unknown as Entry<KindName>[]
    const listCrumb = { name: page.title, route: list() }
    if (pathname === list()) {
      return {
        head: { title: page.title, description: page.description, jsonLd: [breadcrumbList([home, listCrumb])] },
        page,
        entries: entries.map((entry) => ({ ...withoutBody(entry), href: entryRoute(entry.slug) })),
      } as KindListData<KindName>
    }
    const entry = at?.kind === name ? bySlug(entries, at.slug) : undefined
    if (!entry) continue
    const head = kind.head(entry as never, page as never)
    return {
      ...kind.entryData?.(entry as never, content.data),
      head: { ...head, jsonLd: [...(head.jsonLd ?? []), breadcrumbList([home, listCrumb, { name: head.title, route: pathname }])] },
      page,
      entry: withoutBody(entry),
      body: optionalBody(entry),
      list: list(),
    } as KindEntryData<KindName>
  }
  return undefined
}

/** Home-page cards of every kind that has something to show now (an upcoming event). */
export function highlights(content: Content) {
  return kindNames.flatMap((name) => {
    const kind = declaration(name)
    const card = kind.page && kind.highlight?.(content[name] as never, content.data[kind.page] as never)
    return card ? [card] : []
  })
}
