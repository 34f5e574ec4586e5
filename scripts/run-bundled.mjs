/**
 * Runs a TypeScript entry script (`npm run build`, `npm run check`) from one JavaScript bundle of its project
 * files instead of through tsx. tsx resolves and transforms each of the 80 or so modules on its loader thread as
 * they are imported: about 0.7 s of every build's start, a tenth of a one-post rebuild. esbuild bundles them in
 * about 50 ms, and the bundle is kept in .cache/scripts/ under the SHA-256 of every file it was made from, so
 * later runs only read and hash those files (packages stay imports, resolved from node_modules as before).
 *   node scripts/run-bundled.mjs scripts/build.ts [args]
 * Each project file keeps its own `import.meta.url` (a script's "run as a command" check, paths beside it), and
 * modules imported with import() stay separate chunks, loaded only when used (pdfkit, sharp).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundledScript } from './lib/bundled-script.mjs'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [args]')
  process.exit(2)
}
const file = await bundledScript(entry)
process.argv = [process.argv[0], path.join(process.cwd(), entry), ...args]
await import(pathToFileURL(file).href)
