import type { ImgHTMLAttributes } from 'react'
import { withBase } from '#/lib/permalink'

const RASTER = /\.(png|jpe?g|webp|avif)$/i

/**
 * - "lcp": the page's largest image in the first screen: loaded first (fetchpriority=high, eager).
 * - "eager": in the first screen, normal priority.
 * - "lazy" (default): below the fold, loaded when the visitor scrolls near it.
 */
export type ImagePriority = 'lcp' | 'eager' | 'lazy'

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'srcSet'> & {
  /** Path under public/ ("/images/team/amina.webp") */
  src: string
  alt: string
  /** Intrinsic size: always set, so the browser reserves the space (no layout shift). */
  width: number
  height: number
  priority?: ImagePriority
  /**
   * Raster images only: the widths available next to `src` as `<name>-<width>w.<ext>`
   * (e.g. amina-400w.webp, amina-800w.webp), offered as srcset so a phone downloads the small one.
   */
  widths?: number[]
  /** How wide the image is shown, for srcset ("(min-width: 1024px) 50vw, 100vw"); default 100vw. */
  sizes?: string
}

/** `/images/a.webp`, 400 -> `/images/a-400w.webp` */
export const widthVariant = (src: string, width: number) => src.replace(/(\.[a-z0-9]+)$/i, `-${width}w$1`)

export function srcSetOf(src: string, widths: number[]): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${withBase(widthVariant(src, w))} ${w}w`)
    .join(', ')
}

/** Every <img> of the site: sized, lazy below the fold, high priority for the LCP image, srcset for raster. */
export function Image({ src, alt, width, height, priority = 'lazy', widths, sizes = '100vw', ...rest }: ImageProps) {
  const raster = RASTER.test(src)
  if (raster && !widths?.length) throw new Error(`Image ${src}: a raster image needs its widths (srcset), see components/ui/Image.tsx`)
  return (
    <img
      {...rest}
      src={withBase(src)}
      srcSet={raster && widths ? srcSetOf(src, widths) : undefined}
      sizes={raster ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'lcp' ? 'high' : undefined}
      decoding={priority === 'lcp' ? undefined : 'async'}
    />
  )
}
