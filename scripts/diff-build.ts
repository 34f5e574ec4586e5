/**
 * `npm run diff-build -- <old dist> <new dist>`: routes added, removed and changed between two builds,
 * by visible text. Accepts either dist/ or dist/client/. `--out FILE` also writes the report there.
 */
import fs from 'node:fs'
import path from 'node:path'
import { diffSites, formatSiteDiff, readSite } from './lib/site-diff'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const outFile = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined
const [before, after] = args
if (!before || !after) {
  console.error('Usage: npm run diff-build -- <old dist> <new dist> [--out report.md]')
  process.exit(2)
}

const clientDir = (dir: string) => (fs.existsSync(path.join(dir, 'client', 'index.html')) ? path.join(dir, 'client') : dir)
const report = formatSiteDiff(diffSites(readSite(clientDir(before)), readSite(clientDir(after))))
console.log(report)
if (outFile) fs.writeFileSync(outFile, `${report}\n`)
