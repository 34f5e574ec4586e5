import fs from 'node:fs'
import sharp from 'sharp'

/** WebP quality for photos: visually close to the original at a fraction of a JPEG's bytes. */
const QUALITY = 75

/** The WebP copy of an image (a file's path, or its bytes) at `width` (never wider than the original). */
export async function variantBytes(original: string | Uint8Array, width: number): Promise<Buffer> {
  return sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer()
}

/** Writes the WebP copy of `original` (a file) at `width` to `target`. */
export async function writeVariant(original: string, width: number, target: string): Promise<void> {
  await fs.promises.writeFile(target, await variantBytes(original, width))
}
