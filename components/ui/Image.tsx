import type { ImgHTMLAttributes } from 'react'
import { FALLBACK_WIDTH, IMAGE_WIDTHS, RASTER, variantPath } from '#/lib/images/variants'
import { withBase } from '#/lib/permalink'

/**
 * - "lcp": the page's largest image in the first screen: loaded first (fetchpriority=high, eager).
 * - "eager": in the first screen, normal priority.
 * - "lazy" (default): below the fold, loaded when the visitor scrolls near it.
 */
export type ImagePriority = 'lcp' | 'eager' | 'lazy'

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'srcSet'> & {
  /** Path under public/ ("/images/team/amina.jpg") */
  src: string
  alt: string
  /** Intrinsic size: always set, so the browser reserves the space (no layout shift). */
  width: number
  height: number
  priority?: ImagePriority
  /** Raster images: how wide the image is shown, for srcset ("(min-width: 1024px) 50vw, 100vw"); default 100vw. */
  sizes?: string
}

/** A raster image's WebP copies (lib/images/variants.ts), as a srcset. */
const srcSetOf = (src: string) => IMAGE_WIDTHS.map((w) => `${withBase(variantPath(src, w))} ${w}w`).join(', ')

/**
 * Every <img> of the site: sized, lazy below the fold, high priority for the LCP image. A raster image
 * (JPG, PNG, WebP) is served as its WebP copies with a srcset; an SVG as itself.
 */
export function Image({ src, alt, width, height, priority = 'lazy', sizes = '100vw', ...rest }: ImageProps) {
  const raster = RASTER.test(src)
  return (
    <img
      {...rest}
      src={withBase(raster ? variantPath(src, FALLBACK_WIDTH) : src)}
      srcSet={raster ? srcSetOf(src) : undefined}
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
