import { loadBody } from './bodies'
import { getContent, type Post } from './loader'
import { relatedPosts } from './related'

/** Everything the article template needs for one post. */
export async function postPageData(post: Post) {
  const content = getContent()
  const page = content.data['pages/blog.yaml']
  const Body = await loadBody(post.file)
  const { body: _source, ...meta } = post
  return {
    head: { title: post.title, description: post.excerpt, type: 'article' as const },
    post: meta,
    Body,
    related: relatedPosts(post, content.blog).map(({ body: _b, ...rest }) => rest),
    labels: page.labels,
    blogTitle: page.hero.title,
  }
}

export type PostPageData = Awaited<ReturnType<typeof postPageData>>
