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

/** An image path under /images/ with a raster extension, as a field, Markdown or MDX names it (in `<…>` it may hold spaces). */
const NAMED_RASTER = /<(\/images\/[^<>\n]+?\.(?:png|jpe?g|webp|avif))>|(\/images\/[^\s"'`()<>[\]{}]+?\.(?:png|jpe?g|webp|avif))(?=[\s"'`()<>[\]{}?#]|$)/gi

/**
 * Every raster image under /images/ that `content` names anywhere (a field, a data file, a body's Markdown or MDX
 * image), as its site path with %-escapes decoded: the images a page can show through components/ui/Image.tsx,
 * so the only ones the build makes WebP copies of. An image no content names (the default social card, which
 * networks read as PNG) gets none, and a copy the pages do not offer is not published.
 */
export function rasterImagesNamed(content: unknown, found = new Set<string>()): Set<string> {
  const seen = new Set<object>()
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!value.includes('/images/')) return
      for (const match of value.matchAll(NAMED_RASTER)) {
        const named = match[1] ?? match[2]!
        found.add(named)
        try {
          found.add(decodeURI(named))
        } catch {
          // a malformed %-escape names no file but itself
        }
      }
    } else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value)
      for (const item of value instanceof Map || value instanceof Set ? value.values() : Object.values(value)) visit(item)
    }
  }
  visit(content)
  return found
}
