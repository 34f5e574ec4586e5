/**
 * Build step: a WebP copy of every raster image under `dir`/images that the content names (lib/images/variants.ts
 * `rasterImagesNamed`) at each of IMAGE_WIDTHS (never wider than the original), next to it: what
 * components/ui/Image.tsx offers as srcset.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { diskCache } from '../../lib/cache/disk-cache'
import { mapAtMost } from './at-most'
import { IMAGE_WIDTHS, parseVariant, RASTER, variantPath } from '../../lib/images/variants'

const variants = diskCache('image-variants')

/** The raster images under `clientDir`/images, or those of them whose site path is in `named`. */
function rasterImages(clientDir: string, named?: ReadonlySet<string>): string[] {
  const dir = path.join(clientDir, 'images')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => RASTER.test(file) && !parseVariant(file) && (!named || named.has(`/images/${file.split(path.sep).join('/')}`)))
    .map((file) => path.join(dir, file))
}

/**
 * Returns how many files it wrote. `named`: the site paths of the images the content names (the build passes the
 * checked content's; every image when it is not given). An image nothing names would get copies no page offers:
 * the default social card (public/images/og-default.png) had four, about 0.5 s of CPU in a cold build.
 * A copy comes from the build cache (lib/cache/disk-cache.ts, keyed by the
 * original's bytes and the width) when the same image was copied before; sharp is loaded only when one is not.
 */
export async function writeImageVariants(clientDir: string, named?: ReadonlySet<string>): Promise<number> {
  const jobs = rasterImages(clientDir, named).flatMap((original) => {
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
