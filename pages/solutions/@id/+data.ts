import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { entryBody } from '#/lib/content/bodies'
import { bySlug } from '#/lib/content/by-slug'
import { entryCard } from '#/lib/content/cards'
import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { breadcrumbList } from '#/lib/structured-data'

export async function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const solution = bySlug(content.solutions, pageContext.routeParams.id)
  // Unknown ids are never prerendered; on a server (dev, preview) they redirect to the list.
  if (!solution) throw redirect(routes.solutions())
  const { body: _source, ...meta } = solution
  return {
    head: {
      title: solution.title,
      description: solution.description,
      image: entryCard('solutions', solution, content),
      jsonLd: [
        breadcrumbList([
          { name: content.data['pages/home.yaml'].title, route: routes.home() },
          { name: content.data['pages/solutions.yaml'].title, route: routes.solutions() },
          { name: solution.title, route: routes.solution(solution.slug) },
        ]),
      ],
    },
    solution: meta,
    body: entryBody(solution),
    page: content.data['pages/solutions.yaml'],
  }
}

export type Data = Awaited<ReturnType<typeof data>>
