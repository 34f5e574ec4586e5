import sharp from 'sharp'

/** WebP quality for photos: visually close to the original at a fraction of a JPEG's bytes. */
const QUALITY = 75

/** Writes the WebP copy of `original` (a file) at `width` (never wider than the original) to `target`. */
export async function writeVariant(original: string, width: number, target: string): Promise<void> {
  await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toFile(target)
}
