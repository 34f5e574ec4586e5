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
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Raise when the way bundles are made changes: every kept bundle is then made again. */
const BUNDLER_VERSION = 1

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [args]')
  process.exit(2)
}
const root = process.cwd()
const name = path.basename(entry).replace(/\.[cm]?tsx?$/, '')
const dir = path.join(root, '.cache', 'scripts', name)
const manifestFile = path.join(dir, 'manifest.json')
/** Besides the modules themselves, what decides how they are bundled. */
const SETTINGS = ['tsconfig.json', 'package.json', 'node_modules/esbuild/package.json']

function keyOf(inputs) {
  const hash = createHash('sha256').update(`${BUNDLER_VERSION}\0${process.version}\0${entry}\0`)
  for (const file of [...SETTINGS, ...inputs]) {
    hash.update(`${file}\0`)
    try {
      hash.update(fs.readFileSync(path.join(root, file)))
    } catch {
      hash.update('(missing)')
    }
    hash.update('\0')
  }
  return hash.digest('hex')
}

function keptBundle() {
  try {
    const { key, inputs, main } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    if (!Array.isArray(inputs) || typeof main !== 'string' || key !== keyOf(inputs)) return undefined
    const file = path.join(dir, main)
    return fs.existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}

/** Every project module sees its own address as import.meta.url, as it did under tsx. */
const ownAddress = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (file) => {
      if (file.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = await fs.promises.readFile(file.path, 'utf8')
      const loader = /x$/.test(file.path) ? 'tsx' : /\.[cm]?ts$/.test(file.path) ? 'ts' : 'js'
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file.path).href)), loader }
    })
  },
}

async function bundle() {
  const esbuild = await import('esbuild')
  // made in a folder of its own, then put in place whole: a run that stops half-way leaves no half bundle
  const staging = `${dir}.${process.pid}.tmp`
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  for (const left of fs.readdirSync(path.dirname(dir))) if (left.startsWith(`${name}.`) && left.endsWith('.tmp')) fs.rmSync(path.join(path.dirname(dir), left), { recursive: true, force: true })
  const result = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    packages: 'external',
    outdir: staging,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'error',
    plugins: [ownAddress],
  })
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/')).sort()
  const main = `${name}.js`
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify({ key: keyOf(inputs), inputs, main }))
  fs.rmSync(dir, { recursive: true, force: true })
  try {
    fs.renameSync(staging, dir)
  } catch {
    // another run of the same script put its bundle there first: this run uses its own
    return path.join(staging, main)
  }
  return path.join(dir, main)
}

const file = keptBundle() ?? (await bundle())
process.argv = [process.argv[0], path.join(root, entry), ...args]
await import(pathToFileURL(file).href)
