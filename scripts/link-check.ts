/**
 * `npm run link-check [dir]`: every internal link, asset and #anchor of a built site (default dist/client) resolves.
 * With `--json` (the build runs it so, in a process of its own) it prints the problems as JSON and exits 0.
 */
import fs from 'node:fs'
import { configuredBasePath } from '../lib/base-path'
import { checkLinks, formatLinkProblems } from './lib/link-check'

const json = process.argv.includes('--json')
const dir = process.argv.slice(2).find((arg) => arg !== '--json') ?? 'dist/client'
if (!fs.existsSync(dir)) {
  console.error(`No built site in ${dir}; run npm run build first.`)
  process.exit(1)
}
const started = performance.now()
const problems = await checkLinks(dir, configuredBasePath())
if (json) {
  process.stdout.write(JSON.stringify(problems))
  process.exit(0)
}
if (problems.length) {
  console.error(formatLinkProblems(problems, dir))
  process.exit(1)
}
console.log(`Links OK in ${dir} (${Math.round(performance.now() - started)} ms)`)
