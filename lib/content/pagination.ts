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
