import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, expect, it } from 'vitest'
import { writeImageVariants } from './image-variants'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

async function siteWith(images: string[]): Promise<string> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-variants-'))
  folders.push(clientDir)
  for (const image of images) {
    const file = path.join(clientDir, 'images', image)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await sharp({ create: { width: 900, height: 300, channels: 3, background: '#1D4ED8' } }).png().toFile(file)
  }
  return clientDir
}

const variantsIn = (clientDir: string) => fs.readdirSync(path.join(clientDir, 'images'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.webp')).sort()

it('copies every raster image when it is not told which the content names', async () => {
  const clientDir = await siteWith(['og-default.png', 'blog/desk.png'])
  expect(await writeImageVariants(clientDir)).toBe(8)
  expect(variantsIn(clientDir)).toHaveLength(8)
})

it('copies only the images the content names: the default social card, a PNG for networks, gets none', async () => {
  const clientDir = await siteWith(['og-default.png', 'blog/desk.png', 'blog/café.png'])
  expect(await writeImageVariants(clientDir, new Set(['/images/blog/desk.png', '/images/blog/café.png']))).toBe(8)
  expect(variantsIn(clientDir)).toEqual(
    ['400', '800', '1200', '1600'].flatMap((width) => [`blog/café-${width}w.webp`, `blog/desk-${width}w.webp`]).sort(),
  )
  // at most the original's width: 900 px
  expect((await sharp(path.join(clientDir, 'images/blog/desk-1600w.webp')).metadata()).width).toBe(900)
})
