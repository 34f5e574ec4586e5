import { routes } from '../permalink'
import { breadcrumbList } from '../structured-data'
import { entryBody } from './bodies'
import { entryCard } from './cards'
import type { Content, Entry } from './loader'

/**
 * Everything the case study template needs. `asFeatured` is for /case-studies/detail, which repeats the
 * featured study: its title and description say so, and its canonical URL is the study's own page.
 */
export async function caseStudyPageData(study: Entry<'case-studies'>, content: Content, { asFeatured = false }: { asFeatured?: boolean } = {}) {
  const page = content.data['pages/case-studies.yaml']
  const { body: _source, ...meta } = study
  // the content check guarantees the service exists
  const service = content.services.find((s) => s.id === study.service)!
  return {
    head: {
      title: asFeatured ? `${page.labels.featured}: ${study.title}` : study.title,
      description: asFeatured ? `${page.labels.featured}: ${study.description}` : study.description,
      type: 'article' as const,
      canonical: asFeatured ? routes.caseStudy(study.slug) : undefined,
      image: entryCard('case-studies', study, content),
      jsonLd: [
        breadcrumbList([
          { name: content.data['pages/home.yaml'].title, route: routes.home() },
          { name: page.title, route: routes.caseStudies() },
          { name: study.title, route: routes.caseStudy(study.slug) },
        ]),
      ],
    },
    study: meta,
    service: { title: service.title, href: routes.service(service.slug) },
    body: entryBody(study),
    page,
  }
}

export type CaseStudyPageData = Awaited<ReturnType<typeof caseStudyPageData>>
