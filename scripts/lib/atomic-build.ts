/**
 * Runs build steps against a fresh temporary folder and moves it to dist/ only when every step passed,
 * so a failed build leaves the last good site in dist/ untouched.
 */
import { spawn } from 'node:child_process'
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

/** A step; `signal` aborts when a step running beside it (see `together`) has failed. */
export type BuildStep = [name: string, run: (build: BuildContext, signal: AbortSignal) => unknown]

async function timed(name: string, run: () => unknown): Promise<void> {
  const started = performance.now()
  await run()
  console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
}

/**
 * Steps run at the same time (a build machine has a core to spare while Vike builds). When one fails, the
 * steps after it in the list are aborted and those before it finish, so the failure reported is the first
 * in list order: a content check listed first explains a content mistake before the build's own error.
 */
export function together(...steps: BuildStep[]): BuildStep {
  return [
    steps.map(([name]) => name).join(' + '),
    async (build) => {
      const controllers = steps.map(() => new AbortController())
      const results = await Promise.allSettled(
        steps.map(([name, run], i) =>
          timed(name, () => run(build, controllers[i]!.signal)).catch((error: unknown) => {
            controllers.slice(i + 1).forEach((controller) => controller.abort())
            throw error
          }),
        ),
      )
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    },
  ]
}

/** Steps one after the other, as one step (to run beside another in `together`); each prints its own line. */
export function inOrder(...steps: BuildStep[]): BuildStep {
  return [
    steps.map(([name]) => name).join(', then '),
    async (build, signal) => {
      for (const [name, run] of steps) {
        if (signal.aborted) throw new Error(`${name}: stopped`)
        await timed(name, () => run(build, signal))
      }
    },
  ]
}

const TEMP_ROOT = '.build-tmp'
/** The replaced site's folder, named so: deleted after the build, by a process of its own. */
const OLD_PREFIX = 'old-'

/** `tempRoot`: where the build's temporary folders go, on the file system of `dist` (default .build-tmp/) */
export async function runAtomicBuild(steps: BuildStep[], options: { base: string; dist?: string; tempRoot?: string }): Promise<void> {
  const dist = path.resolve(options.dist ?? 'dist')
  const tempRoot = path.resolve(options.tempRoot ?? TEMP_ROOT)
  fs.mkdirSync(tempRoot, { recursive: true })
  // an earlier build's old site that its deletion did not finish (the machine stopped)
  for (const name of fs.readdirSync(tempRoot)) if (name.startsWith(OLD_PREFIX)) removeInBackground(path.join(tempRoot, name))
  const outDir = fs.mkdtempSync(path.join(tempRoot, 'build-'))
  const build: BuildContext = { outDir, clientDir: path.join(outDir, 'client'), base: options.base }
  try {
    const never = new AbortController().signal
    for (const [name, run] of steps) await timed(name, () => run(build, never))
    const old = replaceFolder(dist, outDir, fs.mkdtempSync(path.join(tempRoot, OLD_PREFIX)))
    console.log(`✓ replaced ${path.relative(process.cwd(), dist)}/`)
    if (old) removeInBackground(old)
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

/**
 * Swaps `next` into `target` by two renames on one file system, the old folder moved into `holder` (the old
 * folder is restored if the second rename fails). Returns `holder` when there was an old folder, else removes it.
 */
function replaceFolder(target: string, next: string, holder: string): string | undefined {
  const previous = path.join(holder, 'site')
  const hadTarget = fs.existsSync(target)
  if (hadTarget) fs.renameSync(target, previous)
  try {
    fs.renameSync(next, target)
  } catch (error) {
    if (hadTarget) fs.renameSync(previous, target)
    fs.rmSync(holder, { recursive: true, force: true })
    throw error
  }
  if (hadTarget) return holder
  fs.rmSync(holder, { recursive: true, force: true })
  return undefined
}

/**
 * Deletes a folder in a process that outlives the build: the new site is in place and the build ends at once
 * (deleting the old site of 10,000 posts took seconds). Deleted here when that process cannot start.
 */
function removeInBackground(folder: string): void {
  try {
    const child = spawn('rm', ['-rf', '--', folder], { detached: true, stdio: 'ignore' })
    child.on('error', () => fs.rmSync(folder, { recursive: true, force: true }))
    child.unref()
  } catch {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
