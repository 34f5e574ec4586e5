import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { optionalBody } from '#/lib/content/bodies'
import { bySlug } from '#/lib/content/by-slug'
import { entryCard } from '#/lib/content/cards'
import { getContent } from '#/lib/content/loader'
import { serviceWork, shownPosts } from '#/lib/content/service-work'
import { routes } from '#/lib/permalink'
import { breadcrumbList, faqPage, service as serviceJsonLd } from '#/lib/structured-data'

export async function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const service = bySlug(content.services, pageContext.routeParams.slug)
  if (!service) throw render(404)
  const page = content.data['pages/services.yaml']
  const { body: _source, ...meta } = service
  return {
    head: {
      title: service.title,
      description: service.description,
      image: entryCard('services', service, content),
      jsonLd: [
        serviceJsonLd(service),
        faqPage(service.faqs),
        breadcrumbList([
          { name: content.data['pages/home.yaml'].title, route: routes.home() },
          { name: page.title, route: routes.services() },
          { name: service.title, route: routes.service(service.slug) },
        ]),
      ],
    },
    service: meta,
    work: workLinks(serviceWork(service, content), service),
    body: optionalBody(service),
    page,
  }
}

/** Only what the links show: the newest posts (shownPosts), and where the others are. */
function workLinks({ studies, posts }: ReturnType<typeof serviceWork>, service: Parameters<typeof shownPosts>[1]) {
  const { shown, more } = shownPosts(posts, service)
  return {
    studies: studies.map((s) => ({ slug: s.slug, title: s.title, client: s.client, industry: s.industry, industryName: s.industryName, icon: s.icon, result: s.results[0], href: routes.caseStudy(s.slug) })),
    posts: shown.map((p) => ({ slug: p.slug, title: p.title, category: p.category, categoryName: p.categoryName, date: p.date, href: routes.blogPost(p.slug) })),
    morePosts: more && (more.category ? routes.blogCategory(more.category) : routes.blog()),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
