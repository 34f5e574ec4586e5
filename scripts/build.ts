/**
 * `npm run build`: content check -> vike build into a temporary folder -> post-build steps -> link check,
 * then the folder replaces dist/. Any failing step stops the build and leaves dist/ as it was.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { basePath } from '../lib/build/base-path'
import { assertContentValid } from '../lib/content/check'
import { runAtomicBuild, type BuildContext, type BuildStep } from './lib/atomic-build'
import { checkLinks, formatLinkProblems } from './lib/link-check'
import { reportFailure } from './lib/report-failure'
import { writeFeeds } from './write-feeds'

const preview = process.env.CONTENT_PREVIEW === '1'

function vikeBuild({ outDir }: BuildContext): void {
  // vite.config.ts reads BUILD_OUT_DIR as build.outDir.
  const result = spawnSync(path.resolve('node_modules/.bin/vike'), ['build'], { stdio: 'inherit', env: { ...process.env, BUILD_OUT_DIR: outDir } })
  if (result.status !== 0) throw new Error('vike build failed (its messages are above)')
}

function linkCheck({ clientDir, base }: BuildContext): void {
  const problems = checkLinks(clientDir, base)
  if (problems.length) throw new Error(formatLinkProblems(problems))
}

/** In order. A post-build step is one more line before the link check, writing into build.clientDir. */
const steps: BuildStep[] = [
  ['content check', () => assertContentValid({ preview })],
  ['vike build', vikeBuild],
  ['sitemap, robots.txt and RSS', ({ clientDir, base }) => void writeFeeds(clientDir, { base, preview })],
  ['link check', linkCheck],
]

try {
  await runAtomicBuild(steps, { base: basePath(process.env.BASE_PATH) })
} catch (error) {
  console.error('\nBuild failed; dist/ is unchanged.')
  reportFailure(error)
  process.exit(1)
}
