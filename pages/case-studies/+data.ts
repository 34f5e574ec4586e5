import { clientsNamed } from '#/lib/content/clients'
import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/case-studies.yaml']
  const studies = content['case-studies'].map(({ body: _body, ...study }) => study)
  return { head: { title: page.title, description: page.description }, page, studies, clients: clientsNamed(content) }
}

export type Data = Awaited<ReturnType<typeof data>>
