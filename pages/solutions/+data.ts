import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/solutions.yaml']
  const solutions = content.solutions.map(({ body: _body, ...s }) => s)
  return { head: { title: page.title, description: page.description }, page, solutions }
}

export type Data = Awaited<ReturnType<typeof data>>
