/**
 * Raster images (a writer's JPG, PNG or WebP under public/) are served as WebP copies at fixed widths, made
 * by the build (scripts/lib/image-variants.ts) and, in `npm run dev`, on request (lib/build/image-variants-dev.ts).
 * components/ui/Image.tsx offers them as a srcset, so a phone downloads the small one.
 */
export const RASTER = /\.(png|jpe?g|webp|avif)$/i

/** The widths every raster image is offered at; a copy is never wider than its original. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const

/** The width `src` points at, for a browser that ignores srcset. */
export const FALLBACK_WIDTH = 800

/** `/images/blog/desk.jpg`, 400 -> `/images/blog/desk-400w.webp` */
export const variantPath = (src: string, width: number) => src.replace(/\.[a-z0-9]+$/i, `-${width}w.webp`)

/** `/images/blog/desk-400w.webp` -> the original's path without extension and the width, or nothing. */
export function parseVariant(path: string): { stem: string; width: number } | undefined {
  const match = /^(.*)-(\d+)w\.webp$/.exec(path)
  const width = Number(match?.[2])
  return match && (IMAGE_WIDTHS as readonly number[]).includes(width) ? { stem: match[1]!, width } : undefined
}
