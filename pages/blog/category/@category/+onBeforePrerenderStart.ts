import { entryRoutes } from '#/lib/content/routes'

export function onBeforePrerenderStart() {
  return entryRoutes.blogCategories()
}
