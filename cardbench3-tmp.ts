import fs from 'node:fs'
import { createHash } from 'node:crypto'
import matter from 'gray-matter'
import { cardDrawing } from './lib/social-card'
import { measureText } from './scripts/lib/card-font'
import { paintCard } from './scripts/lib/social-cards'
import { site } from './site.config'
const dir = '/tmp/kilele-project-XJgQ3y/content/blog'
const files = fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f))
const brand = { mark: fs.readFileSync('public' + site.mark, 'utf8'), siteName: site.name, host: 'kilele.example' }
const texts = files.map((f) => { const { data } = matter(fs.readFileSync(`${dir}/${f}`, 'utf8')); return { title: data.title, label: data.category ?? 'Cloud', alt: data.title } })
// also long and accented titles, and titles that run to the rings
texts.push({ title: 'AVAWAY Tête-à-tête: ÉÈÊ Ångström Łódź “quoted” — the longest title that wraps into four lines at the smallest size to reach the rings WWWWWW', label: 'Cybersecurity', alt: 'x' })
const drawings = texts.map((x) => cardDrawing(x, brand, measureText))
await paintCard(drawings[0]!)
const t = performance.now(); const c0 = process.cpuUsage(); const hash = createHash('sha1')
for (let round = 0; round < 2; round++) for (const d of drawings) hash.update(await paintCard(d))
const c = process.cpuUsage(c0)
console.log(`${drawings.length} cards x2: ${((performance.now() - t) / drawings.length / 2).toFixed(3)} ms wall, ${((c.user + c.system) / 1000 / drawings.length / 2).toFixed(3)} ms cpu a card; digest ${hash.digest('hex').slice(0, 16)}`)
