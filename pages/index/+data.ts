import { clientsNamed } from '#/lib/content/clients'
import type { PageContextServer } from 'vike/types'
import { highlights } from '#/lib/content/kind-pages'
import { getContent } from '#/lib/content/loader'
import { deliveryProps } from '#/lib/lead-forms'
import { routes } from '#/lib/permalink'
import { localBusiness, openingHours, organization, priceRange } from '#/lib/structured-data'

/** Home services grid: at most 6 services, 4 offerings each, training excluded (spec section 9). */
const HOME_SERVICES = { max: 6, offerings: 4, exclude: ['training'] }

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const strings = content.data['strings/interface.yaml']
  const page = content.data['pages/home.yaml']
  const services = content.services
    .filter((s) => !HOME_SERVICES.exclude.includes(s.id))
    .slice(0, HOME_SERVICES.max)
    .map((s) => ({ slug: s.slug, icon: s.icon, title: s.title, description: s.description, offerings: s.offerings.slice(0, HOME_SERVICES.offerings), href: s.link ?? routes.service(s.slug) }))
  const stories = content['case-studies']
    .filter((s) => s.showcase)
    .slice(0, 3)
    .map((s) => ({
      icon: s.icon,
      title: s.title, client: s.client, industry: s.industry, industryName: s.industryName, description: s.description,
      results: s.results.slice(0, 3), technologies: s.technologies,
      href: routes.caseStudy(s.slug),
    }))
  return {
    head: {
      title: page.title,
      description: page.description,
      jsonLd: [organization(strings.blurb), localBusiness(strings.blurb, openingHours(content.data['data/business-hours.yaml'].rows), priceRange(content.data['pages/how-we-work.yaml'].models.map((model) => model.price)))],
    },
    page,
    services,
    stories,
    testimonials: content.data['data/testimonials.yaml'],
    clients: clientsNamed(content),
    newsletter: deliveryProps('newsletter', content),
    /** Cards for what is coming up (an upcoming event), from every kind that declares a highlight. */
    highlights: highlights(content),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
