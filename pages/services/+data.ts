import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/services.yaml']
  const services = content.services.map(({ body: _body, ...s }) => ({ ...s, href: s.link ?? routes.service(s.slug) }))
  const models = content.data['pages/how-we-work.yaml'].models.map(({ icon, name, price, priceNote }) => ({ icon, name, price, priceNote }))
  return { head: { title: page.title, description: page.description }, page, services, models }
}

export type Data = Awaited<ReturnType<typeof data>>
