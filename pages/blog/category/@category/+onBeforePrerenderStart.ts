import { blogCategories } from '#/lib/content/schema'
import { routes } from '#/lib/permalink'

export function onBeforePrerenderStart() {
  return blogCategories.map((category) => routes.blogCategory(category))
}
