/**
 * A TypeScript entry script bundled with its project files into one JavaScript module (and chunks for what it
 * imports lazily), kept in .cache/scripts/<name>/ under the SHA-256 of every file it was made from: a later call
 * only reads and hashes those files. Packages stay imports, resolved from node_modules. Each project file keeps its
 * own `import.meta.url` (a script's "run as a command" check, paths beside it).
 * scripts/run-bundled.mjs runs `npm run build` and `npm run check` so; a prerender worker loads its page findings
 * (scripts/lib/page-findings.ts) so.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Raise when the way bundles are made changes: every kept bundle is then made again. */
const BUNDLER_VERSION = 1

/** Besides the modules themselves, what decides how they are bundled. */
const SETTINGS = ['tsconfig.json', 'package.json', 'node_modules/esbuild/package.json']

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

/** The file of the bundle of `entry` (a path below `root`), made now unless a kept one is of the same files. */
export async function bundledScript(entry, root = process.cwd()) {
  const name = path.basename(entry).replace(/\.[cm]?tsx?$/, '')
  const dir = path.join(root, '.cache', 'scripts', name)
  const manifestFile = path.join(dir, 'manifest.json')

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

  return keptBundle() ?? (await bundle())
}
