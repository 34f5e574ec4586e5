import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

export function onBeforePrerenderStart() {
  return getContent()['case-studies'].map((study) => routes.caseStudy(study.slug))
}
