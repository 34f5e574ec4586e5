import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

export function onBeforePrerenderStart() {
  return getContent().services.map((service) => routes.service(service.slug))
}
