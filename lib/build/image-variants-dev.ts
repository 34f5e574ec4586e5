/**
 * Dev server only: a raster image's WebP copies (lib/images/variants.ts) are made by the build; in
 * `npm run dev` each one is made when the browser first asks for it, so an image a writer has just
 * dropped into public/ shows at once.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parseVariant } from '../images/variants'
import { writeVariant } from '../images/write-variant'

const ORIGINAL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.JPG', '.JPEG', '.PNG']

export function imageVariantsDev(): Plugin {
  let cache: string | undefined
  return {
    name: 'kilele:image-variants-dev',
    apply: 'serve',
    configureServer(server) {
      const publicDir = server.config.publicDir
      const folder = (cache ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-image-variants-')))
      server.middlewares.use(async (req, res, next) => {
        const pathname = decodeURI((req.url ?? '').split(/[?#]/)[0]!.slice(server.config.base.length - 1))
        const variant = parseVariant(pathname)
        if (!variant || fs.existsSync(path.join(publicDir, pathname))) return next()
        const original = ORIGINAL_EXTENSIONS.map((ext) => path.join(publicDir, variant.stem + ext)).find((file) => fs.existsSync(file))
        if (!original) return next()
        try {
          const target = path.join(folder, pathname.replace(/[/\\]/g, '_'))
          if (!fs.existsSync(target) || fs.statSync(target).mtimeMs < fs.statSync(original).mtimeMs) await writeVariant(original, variant.width, target)
          res.setHeader('Content-Type', 'image/webp')
          res.setHeader('Cache-Control', 'no-cache')
          fs.createReadStream(target).pipe(res)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
