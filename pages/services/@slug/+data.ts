import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from '#/lib/content/bodies'
import { getContent } from '#/lib/content/loader'

export async function data(pageContext: PageContextServer) {
  const content = getContent()
  const service = content.services.find((s) => s.slug === pageContext.routeParams.slug)
  if (!service) throw render(404)
  const page = content.data['pages/services.yaml']
  const { body, ...meta } = service
  return {
    head: { title: service.title, description: service.description },
    service: meta,
    Body: body.trim() ? await loadBody(service.file) : undefined,
    page,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
