import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { caseStudyPageData } from '#/lib/content/case-study-page'
import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

/**
 * /case-studies/detail, the spec's fixed route: the featured story. With ?title=<title> the browser is
 * sent (history replaced) to the study of that title; the title -> URL map travels in the page.
 */
export async function data(pageContext: PageContextServer) {
  const studies = getContent(pageContext.lang)['case-studies']
  const featured = studies.find((s) => s.featured)
  if (!featured) throw render(404)
  const byTitle = Object.fromEntries(studies.map((s) => [s.title, routes.caseStudy(s.slug)]))
  return { ...(await caseStudyPageData(featured, getContent(pageContext.lang), { asFeatured: true })), byTitle }
}

export type Data = Awaited<ReturnType<typeof data>>
