import sharp from 'sharp'

/** WebP quality for photos: visually close to the original at a fraction of a JPEG's bytes. */
const QUALITY = 75

/** Writes the WebP copy of `original` (a file) at `width` (never wider than the original) to `target`. */
export async function writeVariant(original: string, width: number, target: string): Promise<void> {
  await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toFile(target)
}

/** The WebP copy of an image's bytes at `width` (never wider than the original). */
export async function variantBytes(original: Uint8Array, width: number): Promise<Buffer> {
  return sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer()
}
