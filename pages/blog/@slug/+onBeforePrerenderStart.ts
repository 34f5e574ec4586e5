import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

export function onBeforePrerenderStart() {
  return getContent().blog.map((post) => routes.blogPost(post.slug))
}
