/** How a list splits into pages of `site.blogPageSize` entries (the blog's /blog, /blog/page/2, ...). */
import { site } from '../../site.config'

export function pageCount(total: number, pageSize: number = site.blogPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

export function pageOf<T>(items: T[], page: number, pageSize: number = site.blogPageSize): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize)
}

/** Page numbers 2..n of a list (page 1 is the list's own route). */
export function extraPageNumbers(total: number, pageSize: number = site.blogPageSize): number[] {
  return Array.from({ length: pageCount(total, pageSize) - 1 }, (_, i) => i + 2)
}

/**
 * The page numbers a list's pagination shows: the first, the last and two on each side of the current one (a
 * gap between two of them is drawn as an ellipsis). Listing every number made each of 1,667 list pages carry
 * 1,667 links at 10,000 posts.
 */
export function pageWindow(current: number, total: number, around = 2): number[] {
  const shown = new Set([1, total])
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= total) shown.add(n)
  return [...shown].sort((a, b) => a - b)
}
