import { extraPageNumbers } from '#/lib/content/blog-list-page'
import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

export function onBeforePrerenderStart() {
  return extraPageNumbers(getContent().blog.length).map((n) => routes.blogPage(n))
}
