import { getContent } from '#/lib/content/loader'
import { site } from '#/site.config'

export function data() {
  const content = getContent()
  const page = content.data['pages/blog.yaml']
  const posts = content.blog.slice(0, site.blogPageSize).map(({ body: _body, ...post }) => post)
  return { head: { title: page.title, description: page.description }, page, posts }
}

export type Data = Awaited<ReturnType<typeof data>>
