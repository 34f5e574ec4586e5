import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/team.yaml']
  const members = content.team.map(({ body: _body, ...m }) => m)
  return { head: { title: page.title, description: page.description }, page, members }
}

export type Data = Awaited<ReturnType<typeof data>>
