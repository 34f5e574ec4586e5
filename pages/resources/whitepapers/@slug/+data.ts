import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from '#/lib/content/bodies'
import { bySlug } from '#/lib/content/by-slug'
import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { pdfFacts } from '#/lib/resources/resources-data'
import { breadcrumbList } from '#/lib/structured-data'

export async function data(pageContext: PageContextServer) {
  const content = getContent()
  const paper = bySlug(content.whitepapers, pageContext.routeParams.slug)
  if (!paper) throw render(404)
  const page = content.data['pages/resources.yaml']
  const { body: _source, ...meta } = paper
  const trail = [
    { name: content.data['pages/home.yaml'].title, route: routes.home() },
    { name: page.title, route: routes.resources() },
    { name: paper.title, route: routes.whitepaper(paper.slug) },
  ]
  return {
    head: { title: paper.title, description: paper.description, type: 'article' as const, jsonLd: [breadcrumbList(trail)] },
    paper: meta,
    Body: await loadBody(paper.file),
    // Page count and size of the PDF the download gives (lib/resources/whitepaper-pdf.ts).
    pdf: await pdfFacts(paper),
    labels: page.labels,
    resourcesTitle: page.title,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
