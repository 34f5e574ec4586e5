/**
 * `npm run build`: content check -> vike build into a temporary folder -> post-build steps -> link check,
 * then the folder replaces dist/. Any failing step stops the build and leaves dist/ as it was.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { configuredBasePath } from '../lib/base-path'
import { assertEditionsValid } from '../lib/content/check'
import type { Content } from '../lib/content/loader'
import { defaultLang, type Lang } from '../lib/editions'
import { runAtomicBuild, together, type BuildContext, type BuildStep } from './lib/atomic-build'
import { writeImageVariants } from './lib/image-variants'
import { checkLinks, formatLinkProblems } from './lib/link-check'
import { buildFailureMessage } from './lib/build-output'
import { reportFailure } from './lib/report-failure'
import { writeCards } from './write-cards'
import { writeFeeds } from './write-feeds'
import { writeResources } from './write-resources'
import { writeSearchIndex } from './write-search-index'

const preview = process.env.CONTENT_PREVIEW === '1'
/**
 * CONTENT_CHECK=skip builds without the content check, to prove that the build refuses a hostile file by
 * itself (the loader and the MDX compiler enforce the same rules): for tests, never for a real site.
 */
const skipCheck = process.env.CONTENT_CHECK === 'skip'

/** A child process, so it runs on its own core beside the content check; its output shows only if it fails. */
function vikeBuild({ outDir }: BuildContext, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // vite.config.ts reads BUILD_OUT_DIR as build.outDir. Rendering a thousand pages allocates fast: a larger
    // young generation than V8's 16 MB default cut garbage collection from about 2 s to 1 s at 1,000 posts
    // (CPU profile of `vike build`), with the same peak memory.
    const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim()
    const child = spawn(path.resolve('node_modules/.bin/vike'), ['build'], { signal, env: { ...process.env, BUILD_OUT_DIR: outDir, NODE_OPTIONS: nodeOptions } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => reject(signal.aborted ? new Error('vike build stopped') : error))
    child.on('close', (code) => {
      if (code === 0) return resolve()
      if (process.env.DEBUG === '1') console.error(output)
      reject(new Error(buildFailureMessage(output)))
    })
  })
}

/** Every language's checked content, which the later steps reuse instead of loading it again. */
let checked: Record<Lang, Content> | undefined

async function contentCheck(): Promise<void> {
  // Lets the Vike build start first: the check's first part (reading every file) holds this thread.
  await new Promise((resolve) => setImmediate(resolve))
  checked = (await assertEditionsValid({ preview }))[1]
}

function linkCheck({ clientDir, base }: BuildContext): void {
  const problems = checkLinks(clientDir, base)
  if (problems.length) throw new Error(formatLinkProblems(problems))
}

/** In order. A post-build step is one more line before the link check, writing into build.clientDir. */
const steps: BuildStep[] = [
  skipCheck ? ['vike build', vikeBuild] : together(['content check', contentCheck], ['vike build', vikeBuild]),
  ['sitemap, robots.txt and RSS', ({ clientDir, base }) => void writeFeeds(clientDir, { base, preview, editions: checked })],
  ['WebP copies of raster images', ({ clientDir }) => writeImageVariants(clientDir)],
  ['files of entries (whitepaper PDFs, calendars)', async ({ clientDir, base }) => void (await writeResources(clientDir, { base, content: checked?.[defaultLang] }))],
  ['search index', async ({ clientDir }) => void (await writeSearchIndex(clientDir))],
  ['social cards', async ({ clientDir }) => void (await writeCards(clientDir, { editions: checked }))],
  ['link check', linkCheck],
]

try {
  await runAtomicBuild(steps, { base: configuredBasePath() })
} catch (error) {
  console.error('\nBuild failed; dist/ is unchanged.')
  reportFailure(error)
  process.exit(1)
}
