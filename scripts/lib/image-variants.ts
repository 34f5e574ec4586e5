/**
 * Build step: a WebP copy of every raster image under `dir`/images at each of IMAGE_WIDTHS (never wider
 * than the original), next to it: what components/ui/Image.tsx offers as srcset.
 */
import fs from 'node:fs'
import path from 'node:path'
import { IMAGE_WIDTHS, parseVariant, RASTER, variantPath } from '../../lib/images/variants'

function rasterImages(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => RASTER.test(file) && !parseVariant(file))
    .map((file) => path.join(dir, file))
}

/** Returns how many files it wrote. */
export async function writeImageVariants(clientDir: string): Promise<number> {
  const jobs = rasterImages(path.join(clientDir, 'images')).flatMap((original) =>
    IMAGE_WIDTHS.map((width) => ({ original, width, target: variantPath(original, width) })),
  )
  if (!jobs.length) return 0
  // Loaded only when there is work: libvips adds tens of MB to the build process.
  const { writeVariant } = await import('../../lib/images/write-variant')
  // sharp spreads each image over libvips' own threads: a few at a time keeps memory flat.
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => writeVariant(job.original, job.width, job.target)))
  return jobs.length
}
