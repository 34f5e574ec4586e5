import { getContent } from '#/lib/content/loader'
import { entryRoutes } from '#/lib/content/routes'

export function onBeforePrerenderStart() {
  return entryRoutes.whitepapers(getContent())
}
