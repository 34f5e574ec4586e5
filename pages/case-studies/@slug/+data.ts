import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { caseStudyPageData } from '#/lib/content/case-study-page'
import { bySlug } from '#/lib/content/by-slug'
import { getContent } from '#/lib/content/loader'

export async function data(pageContext: PageContextServer) {
  const study = bySlug(getContent(pageContext.lang)['case-studies'], pageContext.routeParams.slug)
  if (!study) throw render(404)
  return caseStudyPageData(study, getContent(pageContext.lang))
}

export type Data = Awaited<ReturnType<typeof data>>
