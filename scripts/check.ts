/** `npm run check`: validates every content file without building the site. */
import { ContentError } from '../lib/content/errors'
import { loadContent } from '../lib/content/loader'

const started = performance.now()
try {
  const content = loadContent({ preview: process.env.CONTENT_PREVIEW === '1' })
  const counts = Object.entries(content)
    .filter(([key]) => key !== 'data')
    .map(([key, list]) => `${(list as unknown[]).length} ${key}`)
  console.log(`Content OK: ${counts.join(', ')}, ${Object.keys(content.data).length} data files (${Math.round(performance.now() - started)} ms)`)
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
