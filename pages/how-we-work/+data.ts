import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { breadcrumbList } from '#/lib/structured-data'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/how-we-work.yaml']
  return {
    head: {
      title: page.title,
      description: page.description,
      jsonLd: [breadcrumbList([{ name: content.data['pages/home.yaml'].title, route: routes.home() }, { name: page.title, route: routes.howWeWork() }])],
    },
    page,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
