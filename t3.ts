import sharp from 'sharp'
import fs from 'node:fs'
import { cardSvg } from './lib/social-card'
import { site } from './site.config'
const brand = { mark: fs.readFileSync('public/' + site.mark, 'utf8'), siteName: site.name, host: 'kilele.co.ke' }
const svgs = Array.from({ length: 20 }, (_, i) => cardSvg({ title: `A generated post number ${i} about backups for a small office in Eldoret`, label: 'Blog · Cloud', alt: 'x' } as any, brand))
const textOnly = (s: string) => s.split('\n').filter(l => !/<rect|<circle|<image|<stop|<defs|linearGradient/.test(l)).join('\n')
const bgOnly = (s: string) => s.split('\n').filter(l => !/<text|<tspan|^<\/text/.test(l)).join('\n')
const bg = await sharp(Buffer.from(bgOnly(svgs[0]!))).raw().toBuffer({ resolveWithObject: true })
for (const [name, f] of [
  ['full raw', (s: string) => sharp(Buffer.from(s)).raw().toBuffer()],
  ['text raw', (s: string) => sharp(Buffer.from(textOnly(s))).raw().toBuffer()],
  ['bg raw', (s: string) => sharp(Buffer.from(bgOnly(s))).raw().toBuffer()],
  ['composite png6', async (s: string) => sharp(bg.data, { raw: bg.info }).composite([{ input: Buffer.from(textOnly(s)) }]).png({ compressionLevel: 6 }).toBuffer()],
] as const) {
  await f(svgs[0]!)
  const t = performance.now(); let size = 0
  for (const s of svgs) size += (await f(s)).length
  console.log(name, ((performance.now() - t) / svgs.length).toFixed(1), 'ms', (size / svgs.length / 1024).toFixed(0), 'KB')
}
