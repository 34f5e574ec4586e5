import type { Entry, Post } from './loader'

type WorkContent = { 'case-studies': Entry<'case-studies'>[]; blog: Post[] }
type ServiceFields = Pick<Entry<'services'>, 'id' | 'blogCategories' | 'blogTags'>

/**
 * A service's own work: the case studies naming it (`service:` in their frontmatter) and the posts of the
 * blog categories or tags its frontmatter lists. Bodies are left out: a service page links, never embeds.
 */
export function serviceWork(service: ServiceFields, content: WorkContent) {
  const tags = new Set(service.blogTags.map((tag) => tag.toLowerCase()))
  const categories = new Set<string>(service.blogCategories)
  const studies = content['case-studies']
    .filter((study) => study.service === service.id)
    .map(({ body: _body, ...study }) => study)
  const posts = content.blog
    .filter((post) => categories.has(post.category) || post.tags.some((tag) => tags.has(tag.toLowerCase())))
    .map(({ body: _body, ...post }) => post)
  return { studies, posts }
}
