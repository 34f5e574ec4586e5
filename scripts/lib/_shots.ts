import { launchChromium } from './browser'
import { startStaticServer } from '../static-server'
const [width, height, ...routes] = process.argv.slice(2)
const server = await startStaticServer({ root: '/work/main/dist/client' })
const browser = await launchChromium()
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(height) }, reducedMotion: 'reduce' })
const page = await ctx.newPage()
for (const r of routes) {
  const [route, scroll = '0'] = r.split('@')
  await page.goto(server.url + route!.replace(/^\//, ''), { waitUntil: 'networkidle' })
  await page.evaluate((y) => window.scrollTo(0, Number(y)), scroll)
  await page.waitForTimeout(200)
  await page.screenshot({ path: `/tmp/shot-${route!.replace(/\W/g, '_')}-${scroll}-${width}.png` })
}
await browser.close(); await server.close()
