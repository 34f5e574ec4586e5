import { getContent } from '#/lib/content/loader'
import { routes, withBase } from '#/lib/permalink'

export function data() {
  const content = getContent()
  const page = content.data['pages/resources.yaml']
  // A resource card whose title matches a case study links to that story, otherwise to the list.
  const caseStudies = page.caseStudies.map((card) => {
    const study = content['case-studies'].find((s) => s.title === card.title || s.client === card.client)
    return { ...card, href: withBase(study ? routes.caseStudy(study.slug) : routes.caseStudies()) }
  })
  return { head: { title: page.title, description: page.description }, page, caseStudies }
}

export type Data = Awaited<ReturnType<typeof data>>
