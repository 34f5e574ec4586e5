/**
 * Build step: a WebP copy of every raster image under `dir`/images at each of IMAGE_WIDTHS (never wider
 * than the original), next to it: what components/ui/Image.tsx offers as srcset.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { diskCache } from '../../lib/cache/disk-cache'
import { mapAtMost } from './at-most'
import { IMAGE_WIDTHS, parseVariant, RASTER, variantPath } from '../../lib/images/variants'

const variants = diskCache('image-variants')

function rasterImages(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => RASTER.test(file) && !parseVariant(file))
    .map((file) => path.join(dir, file))
}

/**
 * Returns how many files it wrote. A copy comes from the build cache (lib/cache/disk-cache.ts, keyed by the
 * original's bytes and the width) when the same image was copied before; sharp is loaded only when one is not.
 */
export async function writeImageVariants(clientDir: string): Promise<number> {
  const jobs = rasterImages(path.join(clientDir, 'images')).flatMap((original) => {
    const bytes = fs.readFileSync(original)
    const digest = createHash('sha256').update(bytes).digest('hex')
    return IMAGE_WIDTHS.map((width) => ({ bytes, width, target: variantPath(original, width), key: `${digest}\0${width}` }))
  })
  const toDraw = jobs.filter((job) => {
    const cached = variants.getBytes(job.key)
    if (cached) fs.writeFileSync(job.target, cached)
    return !cached
  })
  if (toDraw.length) {
    // Loaded only when there is work: libvips adds tens of MB to the build process.
    const { variantBytes } = await import('../../lib/images/write-variant')
    const draw = async (job: (typeof jobs)[number]) => {
      const webp = await variantBytes(job.bytes, job.width)
      fs.writeFileSync(job.target, webp)
      variants.setBytes(job.key, webp)
    }
    // sharp spreads each image over libvips' own threads: a few at a time keeps memory flat.
    await mapAtMost(toDraw, 4, draw)
  }
  return jobs.length
}
