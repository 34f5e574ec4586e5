import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { bySlug } from '#/lib/content/by-slug'
import { getContent } from '#/lib/content/loader'
import { webinarPageData } from '#/lib/resources/resource-pages'

export async function data(pageContext: PageContextServer) {
  const webinar = bySlug(getContent(pageContext.lang).webinars, pageContext.routeParams.slug)
  if (!webinar) throw render(404)
  return webinarPageData(webinar)
}

export type Data = Awaited<ReturnType<typeof data>>
