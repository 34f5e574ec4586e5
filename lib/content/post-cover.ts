import { intrinsicSize } from '../images/intrinsic-size'
import { wrapText } from '../text-wrap'
import type { SocialImage } from '../seo'
import type { IconName } from './icons'
import type { BlogPage } from './schema'

export type PostCoverData =
  /** The writer's own image (`cover:`), with its size read from the file. */
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  /** Drawn by the site at prerender: the title on the category's motif. */
  | { kind: 'drawn'; id: string; category: string; icon: IconName; lines: string[] }

/** A drawn cover's title lines: about 22 characters each, at most four (lib/text-wrap.ts). */
export function wrapTitle(title: string, width = 22, maxLines = 4): string[] {
  return wrapText(title, width, maxLines)
}

type CoverFields = { slug: string; title: string; category: string; categoryName: string; cover?: string; coverAlt?: string }

/** The cover of a post: its own image when the frontmatter names one, else one drawn from title and category. */
export function postCover(post: CoverFields, categoryIcons: BlogPage['categoryIcons']): PostCoverData {
  const size = post.cover ? intrinsicSize(post.cover) : undefined
  if (post.cover && size) return { kind: 'image', src: post.cover, alt: post.coverAlt ?? '', ...size }
  return { kind: 'drawn', id: `cover-${post.slug}`, category: post.categoryName, icon: categoryIcons[post.category as keyof typeof categoryIcons], lines: wrapTitle(post.title) }
}

/** A raster cover is the post's social card; an SVG or a drawn cover is not (social networks show no SVG). */
export function socialImage(post: CoverFields): string | undefined {
  return post.cover && /\.(png|jpe?g|webp)$/i.test(post.cover) ? post.cover : undefined
}

/** The writer's raster cover as the post's link preview, with its size and text alternative; else undefined. */
export function postSocialImage(post: CoverFields): SocialImage | undefined {
  const src = socialImage(post)
  const size = src ? intrinsicSize(src) : undefined
  return src && size ? { src, ...size, alt: post.coverAlt ?? post.title } : undefined
}
