import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'

export function data(pageContext: PageContextServer) {
  const page = getContent(pageContext.lang).data['pages/about.yaml']
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = Awaited<ReturnType<typeof data>>
