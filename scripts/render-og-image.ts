/**
 * `npx tsx scripts/render-og-image.ts`: renders public/images/og-default.svg to the 1200x630 PNG that
 * social cards use (networks do not render SVG). Run it after editing the SVG and commit the PNG.
 */
import fs from 'node:fs'
import path from 'node:path'
import { launchChromium } from './lib/browser'

export const OG_SIZE = { width: 1200, height: 630 }
const source = path.resolve('public/images/og-default.svg')
const target = path.resolve('public/images/og-default.png')

const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: OG_SIZE, deviceScaleFactor: 1 })
  const svg = fs.readFileSync(source, 'utf8')
  await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${svg.replace(/<svg\b/, `<svg width="${OG_SIZE.width}" height="${OG_SIZE.height}" style="display:block"`)}</body></html>`)
  await page.screenshot({ path: target, clip: { x: 0, y: 0, ...OG_SIZE } })
  console.log(`Wrote ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`)
} finally {
  await browser.close()
}
