/**
 * Dev server only: a raster image's WebP copies (lib/images/variants.ts) are made by the build; in
 * `npm run dev` each one is made when the browser first asks for it, so an image a writer has just
 * dropped into public/ shows at once.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parseVariant, RASTER } from '../images/variants'
import { writeVariant } from '../images/write-variant'

/** The raster original a variant is made from: the file in the same folder with the same name before its extension. */
function originalOf(publicDir: string, stem: string): string | undefined {
  const folder = path.join(publicDir, path.dirname(stem))
  const name = path.basename(stem)
  if (!fs.existsSync(folder)) return undefined
  const file = fs.readdirSync(folder).find((entry) => RASTER.test(entry) && entry.slice(0, entry.lastIndexOf('.')) === name)
  return file && path.join(folder, file)
}

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
        const original = originalOf(publicDir, variant.stem)
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
