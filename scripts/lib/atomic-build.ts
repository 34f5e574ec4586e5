/**
 * Runs build steps against a fresh temporary folder and moves it to dist/ only when every step passed,
 * so a failed build leaves the last good site in dist/ untouched.
 */
import fs from 'node:fs'
import path from 'node:path'

export type BuildContext = {
  /** The temporary build folder: Vike writes outDir/client (the site) and outDir/server; it becomes dist/ */
  outDir: string
  /** outDir/client: where post-build steps write extra files (sitemap.xml, rss.xml, ...) */
  clientDir: string
  /** Vite's base path, "/" or "/preview/pr-42/" */
  base: string
}

export type BuildStep = [name: string, run: (build: BuildContext) => unknown]

const TEMP_ROOT = '.build-tmp'

export async function runAtomicBuild(steps: BuildStep[], options: { base: string; dist?: string }): Promise<void> {
  const dist = path.resolve(options.dist ?? 'dist')
  fs.mkdirSync(TEMP_ROOT, { recursive: true })
  const outDir = fs.mkdtempSync(path.resolve(TEMP_ROOT, 'build-'))
  const build: BuildContext = { outDir, clientDir: path.join(outDir, 'client'), base: options.base }
  try {
    for (const [name, run] of steps) {
      const started = performance.now()
      await run(build)
      console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    }
    replaceFolder(dist, outDir)
    console.log(`✓ replaced ${path.relative(process.cwd(), dist)}/`)
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

/** Swaps `next` into `target` by two renames on one file system; the old folder is restored if the second fails. */
function replaceFolder(target: string, next: string): void {
  const previous = `${next}-previous`
  const hadTarget = fs.existsSync(target)
  if (hadTarget) fs.renameSync(target, previous)
  try {
    fs.renameSync(next, target)
  } catch (error) {
    if (hadTarget) fs.renameSync(previous, target)
    throw error
  }
  fs.rmSync(previous, { recursive: true, force: true })
}
