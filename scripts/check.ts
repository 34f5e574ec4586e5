/**
 * `npm run check`: every content check (schema, MDX, components, links, images) without building the site.
 * `-- --github` also reports each problem where GitHub shows it to a writer (scripts/lib/github-report.ts).
 */
import { assertEditionsValid } from '../lib/content/check'
import { ContentError } from '../lib/content/errors'
import { kindNames } from '../lib/content/kinds'
import { defaultLang } from '../lib/editions'
import { reportToGitHub } from './lib/github-report'
import { reportFailure } from './lib/report-failure'

const started = performance.now()
try {
  const [content, editions] = await assertEditionsValid({ preview: process.env.CONTENT_PREVIEW === '1' })
  const counts = (edition: typeof content) => kindNames.filter((kind) => edition[kind].length).map((kind) => `${edition[kind].length} ${kind}`)
  console.log(`Content OK: ${counts(content).join(', ')}, ${Object.keys(content.data).length} data files (${Math.round(performance.now() - started)} ms)`)
  for (const [lang, edition] of Object.entries(editions)) {
    if (lang === defaultLang) continue
    console.log(`  translated into "${lang}": ${[...counts(edition), `${edition.translatedData.size} data files`].join(', ')}`)
  }
} catch (error) {
  reportFailure(error)
  if (process.argv.includes('--github') && error instanceof ContentError) reportToGitHub(error.problems)
  process.exit(1)
}
