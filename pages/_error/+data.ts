import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'

export function data(pageContext: PageContextServer) {
  const notFound = getContent(pageContext.lang).data['strings/interface.yaml'].notFound
  if (pageContext.is404 !== false) {
    return { head: { title: notFound.title, description: notFound.text, noindex: true }, kind: '404' as const, notFound }
  }
  return { head: { title: 'Unexpected Application Error!', description: 'Unexpected Application Error!', noindex: true }, kind: 'error' as const, notFound }
}

export type Data = Awaited<ReturnType<typeof data>>
