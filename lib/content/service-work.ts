import type { Entry, Post } from './loader'

type WorkContent = { 'case-studies': Entry<'case-studies'>[]; blog: Post[] }
type ServiceFields = Pick<Entry<'services'>, 'id' | 'blogCategories' | 'blogTags'>

/**
 * A service's own work: the case studies naming it (`service:` in their frontmatter) and the posts of the
 * blog categories or tags its frontmatter lists, as the content holds them: a service page links to them, never
 * embeds them, and takes what its links show (pages/services/@slug/+data.ts). Copied here without their bodies, each
 * entry was read field by field, body and word count included (lib/content/read-tracking.ts): an edit to the text of
 * any post rendered every service page again.
 */
export function serviceWork(service: ServiceFields, content: WorkContent) {
  const tags = new Set(service.blogTags.map((tag) => tag.toLowerCase()))
  const categories = new Set<string>(service.blogCategories)
  const studies = content['case-studies'].filter((study) => study.service === service.id)
  const posts = content.blog.filter((post) => categories.has(post.category) || post.tags.some((tag) => tags.has(tag.toLowerCase())))
  return { studies, posts }
}

/**
 * Articles a service page lists at most, the newest: a field with hundreds of posts would make the page a list of them
 * (211 links and 215 KB of HTML on a service page of the 1,000-post copy). The others are on its blog category's page.
 */
export const SERVICE_POSTS_SHOWN = 6

/**
 * The posts a service page lists (`posts` newest first, as the blog holds them) and, when there are more, the blog
 * category whose page has them (the service's first; none for a service of tags only: the blog then).
 */
export function shownPosts<P>(posts: P[], service: Pick<ServiceFields, 'blogCategories'>): { shown: P[]; more?: { category?: string } } {
  if (posts.length <= SERVICE_POSTS_SHOWN) return { shown: posts }
  return { shown: posts.slice(0, SERVICE_POSTS_SHOWN), more: { category: service.blogCategories[0] } }
}
