import fs from 'node:fs'

/** WebP quality for photos: visually close to the original at a fraction of a JPEG's bytes. */
const QUALITY = 75

/**
 * The WebP copy of an image (a file's path, or its bytes) at `width` (never wider than the original). sharp (libvips)
 * is loaded at the first copy, not with this module: `vike build` loads it through vite.config.ts for the dev server's
 * plugin (lib/build/image-variants-dev.ts), where loading sharp took about 90 ms of CPU of every build.
 */
export async function variantBytes(original: string | Uint8Array, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer()
}

/** Writes the WebP copy of `original` (a file) at `width` to `target`. */
export async function writeVariant(original: string, width: number, target: string): Promise<void> {
  await fs.promises.writeFile(target, await variantBytes(original, width))
}
