/** `npm run link-check [dir]`: every internal link, asset and #anchor of a built site (default dist/client) resolves. */
import fs from 'node:fs'
import { configuredBasePath } from '../lib/base-path'
import { checkLinks, formatLinkProblems } from './lib/link-check'

const dir = process.argv[2] ?? 'dist/client'
if (!fs.existsSync(dir)) {
  console.error(`No built site in ${dir}; run npm run build first.`)
  process.exit(1)
}
const started = performance.now()
const problems = await checkLinks(dir, configuredBasePath())
if (problems.length) {
  console.error(formatLinkProblems(problems, dir))
  process.exit(1)
}
console.log(`Links OK in ${dir} (${Math.round(performance.now() - started)} ms)`)
