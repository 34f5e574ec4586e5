import { routes } from '../permalink'
import { blogPosting, breadcrumbList } from '../structured-data'
import { entryBody } from './bodies'
import { entryCard } from './cards'
import type { Content, Post } from './loader'
import { teamMemberNamed } from './people'
import { postCardFields } from './post-card-fields'
import { postCover, postSocialImage } from './post-cover'
import { publishedAt } from '../structured-data'
import { postSections, TOC_MIN_SECTIONS } from './post-headings'
import { relatedPosts } from './related'

/**
 * Everything the article template needs for one post. `asLatest` is for /blog/post, which repeats the
 * newest post: its title and description say so, and its canonical URL is the post's own page.
 */
export async function postPageData(post: Post, content: Content, { asLatest = false }: { asLatest?: boolean } = {}) {
  const page = content.data['pages/blog.yaml']
  const labels = content.data['strings/interface.yaml'].posts
  const { body: source, ...meta } = post
  const sections = postSections(source)
  const member = teamMemberNamed(content.team, post.author)
  const image = postSocialImage(post) ?? entryCard('blog', post, content)
  const trail = [
    { name: content.data['pages/home.yaml'].title, route: routes.home() },
    { name: page.title, route: routes.blog() },
    { name: post.title, route: routes.blogPost(post.slug) },
  ]
  return {
    head: {
      title: asLatest ? `${labels.latest}: ${post.title}` : post.title,
      description: asLatest ? `${labels.latest}: ${post.excerpt}` : post.excerpt,
      type: 'article' as const,
      canonical: asLatest ? routes.blogPost(post.slug) : undefined,
      image,
      article: { publishedTime: publishedAt(post.date), author: post.author, section: post.categoryName },
      jsonLd: [blogPosting(post, { image, author: member && { name: member.name, slug: member.slug } }), breadcrumbList(trail)],
    },
    post: meta,
    cover: postCover(post, page.categoryIcons),
    /** The ## sections, when there are enough for a table of contents. */
    toc: sections.length >= TOC_MIN_SECTIONS ? sections : undefined,
    author: { name: post.author, member: member && { image: member.image, role: member.role, bio: member.bio } },
    statusLabel: post.status === 'published' ? undefined : labels[post.status],
    body: entryBody(post),
    related: relatedPosts(post, content.blog).map((other) => ({ ...postCardFields(other), cover: postCover(other, page.categoryIcons) })),
    labels,
    blogTitle: page.hero.title,
  }
}

export type PostPageData = Awaited<ReturnType<typeof postPageData>>
