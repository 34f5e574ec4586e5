import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const notFound = content.data['strings/interface.yaml'].notFound
  if (pageContext.is404 !== false) {
    // the search page's form, on the page a visitor reaches by a broken or mistyped link
    const { label, placeholder, submit } = content.data['pages/search.yaml']
    return { head: { title: notFound.title, description: notFound.text, noindex: true }, kind: '404' as const, notFound, search: { label, placeholder, submit } }
  }
  return { head: { title: 'Unexpected Application Error!', description: 'Unexpected Application Error!', noindex: true }, kind: 'error' as const, notFound }
}

export type Data = Awaited<ReturnType<typeof data>>
