/**
 * `npm run screenshots`: a full-page PNG of every built route at 390, 1280 and 1440 px wide (a phone, a small laptop, the most common desktop), in the light and
 * the dark theme (the system preference, as a visitor's browser sets it), in screenshots/ (git-ignored):
 * `<route>@<width>.png` and `<route>@<width>-dark.png`. Run `npm run build` first; name routes to take
 * only those (`npm run screenshots -- / /contact`).
 */
import fs from 'node:fs'
import { launchChromium } from './lib/browser'
import { builtRoutes } from './lib/routes'
import { startStaticServer } from './static-server'

const out = 'screenshots'
const widths = [390, 1280, 1440]
const schemes = ['light', 'dark'] as const
const only = process.argv.slice(2)

fs.mkdirSync(out, { recursive: true })
const server = await startStaticServer({ root: 'dist/client' })
const browser = await launchChromium()
try {
  const routes = only.length ? only : [...builtRoutes(), '/this-page-does-not-exist']
  for (const width of widths) for (const colorScheme of schemes) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce', colorScheme })
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(new URL(route.replace(/^\//, ''), server.url).toString(), { waitUntil: 'networkidle' })
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')
      await page.screenshot({ path: `${out}/${name}@${width}${colorScheme === 'dark' ? '-dark' : ''}.png`, fullPage: true })
    }
    await context.close()
  }
  console.log(`Wrote ${routes.length * widths.length * schemes.length} screenshots to ${out}/`)
} finally {
  await browser.close()
  await server.close()
}
