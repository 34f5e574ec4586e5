/** `npm run check`: every content check (schema, MDX, components, links, images) without building the site. */
import { assertContentValid } from '../lib/content/check'
import { reportFailure } from './lib/report-failure'

const started = performance.now()
try {
  const content = await assertContentValid({ preview: process.env.CONTENT_PREVIEW === '1' })
  const counts = Object.entries(content)
    .filter(([key]) => key !== 'data')
    .map(([key, list]) => `${(list as unknown[]).length} ${key}`)
  console.log(`Content OK: ${counts.join(', ')}, ${Object.keys(content.data).length} data files (${Math.round(performance.now() - started)} ms)`)
} catch (error) {
  reportFailure(error)
  process.exit(1)
}
