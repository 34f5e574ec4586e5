import type { Post } from './loader'

/**
 * What a card of a post shows (components/sections/PostCard.tsx) and where it leads, taken field by field: a page
 * that lists posts reads only these of each (lib/content/read-tracking.ts). A copy of the post without its body read
 * every other field, its word count included, so an edit to a post's text rendered again every list and every
 * post page that showed its card, the card unchanged.
 */
export function postCardFields(post: Post) {
  const { slug, title, excerpt, category, categoryName, date, readTime, author, status } = post
  return { slug, title, excerpt, category, categoryName, date, readTime, author, status }
}
