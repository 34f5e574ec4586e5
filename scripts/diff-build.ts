/**
 * `npm run diff-build -- <old dist> <new dist>`: routes added, removed and changed between two builds,
 * by visible text. Accepts either dist/ or dist/client/. `--out FILE` also writes the report there; `--pages FILE`
 * writes the routes added and changed as JSON (scripts/ci/preview-comment.mjs links each to the preview).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ChangedPages } from './ci/preview-comment.mjs'
import { diffSites, formatSiteDiff, readSite } from './lib/site-diff'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const outFile = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined
const pagesIndex = args.indexOf('--pages')
const pagesFile = pagesIndex >= 0 ? args.splice(pagesIndex, 2)[1] : undefined
const [before, after] = args
if (!before || !after) {
  console.error('Usage: npm run diff-build -- <old dist> <new dist> [--out report.md] [--pages pages.json]')
  process.exit(2)
}

const clientDir = (dir: string) => (fs.existsSync(path.join(dir, 'client', 'index.html')) ? path.join(dir, 'client') : dir)
const diff = diffSites(readSite(clientDir(before)), readSite(clientDir(after)))
const report = formatSiteDiff(diff)
console.log(report)
if (outFile) fs.writeFileSync(outFile, `${report}\n`)
const pages: ChangedPages = { added: diff.added.map((page) => page.route), changed: diff.changed.map((change) => change.route) }
if (pagesFile) fs.writeFileSync(pagesFile, `${JSON.stringify(pages, null, 2)}\n`)
