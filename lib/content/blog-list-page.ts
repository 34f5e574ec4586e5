/** Data of the blog list pages: /blog (page 1), /blog/page/<n> and /blog/category/<category>. */
import { site } from '../../site.config'
import { fillTemplate } from '../fill-template'
import { categorySlug, routes } from '../permalink'
import { breadcrumbList } from '../structured-data'
import { pageCount, pageOf, pageWindow } from './pagination'
import type { Content, Post } from './loader'
import { postCardFields } from './post-card-fields'
import { postCover } from './post-cover'
import { rememberReads } from './read-tracking'
import { blogCategories, type BlogPage } from './schema'


function card(post: Post, labels: { draft: string; scheduled: string }, categoryIcons: BlogPage['categoryIcons']) {
  return {
    ...postCardFields(post),
    href: routes.blogPost(post.slug),
    categoryHref: routes.blogCategory(post.category),
    cover: postCover(post, categoryIcons),
    statusLabel: post.status === 'published' ? undefined : labels[post.status],
  }
}

export type BlogCard = ReturnType<typeof card>

/** Routes without the base; the view applies it. `pages`: the numbers shown, in order (a gap between two is an ellipsis). */
export type Pagination = { current: number; total: number; prev?: string; next?: string; pages: { n: number; href: string }[] }

/** Page `current` of `total` of a list whose page n is at `route(n)`: its neighbours and the numbers shown. */
function paginationOf(current: number, total: number, route: (n: number) => string): Pagination {
  return {
    current,
    total,
    prev: current > 1 ? route(current - 1) : undefined,
    next: current < total ? route(current + 1) : undefined,
    pages: pageWindow(current, total).map((n) => ({ n, href: route(n) })),
  }
}

/** Each list's posts by category, in the list's order: made once, not filtered again for every category page. */
const byCategory = new WeakMap<readonly Post[], { value: Map<string, Post[]>; reads: string[] }>()

function postsOfCategory(all: readonly Post[], category: string): Post[] {
  const index = rememberReads(byCategory, all, () => {
    const map = new Map<string, Post[]>()
    for (const post of all) {
      const posts = map.get(post.category)
      if (posts) posts.push(post)
      else map.set(post.category, [post])
    }
    return map
  })
  return index.get(category) ?? []
}

/** Every category, named in the edition's language (`key` is the value a post's `category` holds). */
function categoryLinks(content: Content) {
  const names = content.data['strings/interface.yaml'].names.categories
  return blogCategories.map((key) => ({ key, name: names[key], slug: categorySlug(key), href: routes.blogCategory(key) }))
}

/** /blog is page 1; returns undefined for a page number past the end. */
export function blogListPageData(pageNumber: number, content: Content) {
  const page = content.data['pages/blog.yaml']
  const labels = content.data['strings/interface.yaml'].posts
  const total = pageCount(content.blog.length)
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > total) return undefined
  const pagination = paginationOf(pageNumber, total, routes.blogPage)
  const first = pageNumber === 1
  const title = first ? page.title : fillTemplate(page.pageTitle, { n: String(pageNumber) })
  const trail = [{ name: content.data['pages/home.yaml'].title, route: routes.home() }, { name: page.title, route: routes.blog() }]
  return {
    head: {
      title,
      description: first ? page.description : fillTemplate(page.pageDescription, { n: String(pageNumber) }),
      // the site's search finds the blog and each category by their first page: later pages hold only summaries
      // of posts (left out of the index) under the same heading, a result per page for every category's name
      searchable: first,
      prev: pagination.prev,
      next: pagination.next,
      jsonLd: first ? [breadcrumbList(trail)] : [breadcrumbList([...trail, { name: title, route: routes.blogPage(pageNumber) }])],
    },
    page,
    labels,
    heading: { eyebrow: page.hero.eyebrow, title: first ? page.hero.title : title, subtitle: page.hero.subtitle },
    posts: pageOf(content.blog, pageNumber).map((p) => card(p, labels, page.categoryIcons)),
    categories: categoryLinks(content),
    currentCategory: undefined as string | undefined,
    pagination: pagination as Pagination | undefined,
  }
}

/**
 * /blog/category/<slug> (page 1) and /blog/category/<slug>/page/<n>: the posts of that category, newest first, as
 * many a page as the blog's own list; undefined for an unknown slug or a page number past the end.
 */
export function blogCategoryPageData(slug: string, content: Content, pageNumber = 1) {
  const category = blogCategories.find((name) => categorySlug(name) === slug)
  if (!category) return undefined
  const posts = postsOfCategory(content.blog, category)
  const total = pageCount(posts.length)
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > total) return undefined
  const page = content.data['pages/blog.yaml']
  const labels = content.data['strings/interface.yaml'].posts
  const name = content.data['strings/interface.yaml'].names.categories[category]
  const first = pageNumber === 1
  const words = { category: name, n: String(pageNumber) }
  const title = fillTemplate(first ? page.categoryTitle : page.categoryPageTitle, words)
  const pagination = paginationOf(pageNumber, total, (n) => routes.blogCategoryPage(category, n))
  const trail = [
    { name: content.data['pages/home.yaml'].title, route: routes.home() },
    { name: page.title, route: routes.blog() },
    { name: fillTemplate(page.categoryTitle, words), route: routes.blogCategory(category) },
  ]
  return {
    head: {
      title,
      description: fillTemplate(first ? page.categoryDescription : page.categoryPageDescription, words),
      searchable: first,
      prev: pagination.prev,
      next: pagination.next,
      jsonLd: [breadcrumbList(first ? trail : [...trail, { name: title, route: routes.blogCategoryPage(category, pageNumber) }])],
    },
    page,
    labels,
    heading: { eyebrow: page.hero.eyebrow, title, subtitle: fillTemplate(page.categoryDescription, words) },
    posts: pageOf(posts, pageNumber).map((p) => card(p, labels, page.categoryIcons)),
    categories: categoryLinks(content),
    currentCategory: category as string | undefined,
    pagination: pagination as Pagination | undefined,
  }
}

export type BlogListData = NonNullable<ReturnType<typeof blogListPageData>> | NonNullable<ReturnType<typeof blogCategoryPageData>>
