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
  /**
   * Puts the folders of the site the last build replaced, without its files, at outDir (see keepFolders): the build
   * then writes its pages into folders that exist. False when there are none to take. Only before anything is
   * written in outDir.
   */
  reuseFolders: () => boolean
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
/** The replaced site's folder, named so: its files deleted after the build by a process of its own (keepFolders). */
const OLD_PREFIX = 'old-'
/**
 * An old site's folder younger than this may still be in the hands of the process that deletes its files and keeps
 * its folders: a build that starts meanwhile leaves it be (deleted beside that process, its folders could be moved
 * into the build's own folder while a deletion still walked them).
 */
const OLD_AT_WORK_MS = 60_000
/** The folders of the site the last build replaced, its files deleted, which the next build may take (reuseFolders). */
const FOLDERS = 'folders'

/** `tempRoot`: where the build's temporary folders go, on the file system of `dist` (default .build-tmp/) */
export async function runAtomicBuild(steps: BuildStep[], options: { base: string; dist?: string; tempRoot?: string }): Promise<void> {
  const dist = path.resolve(options.dist ?? 'dist')
  const tempRoot = path.resolve(options.tempRoot ?? TEMP_ROOT)
  fs.mkdirSync(tempRoot, { recursive: true })
  // an earlier build's old site whose deletion did not finish (the machine stopped)
  for (const name of fs.readdirSync(tempRoot)) {
    const old = path.join(tempRoot, name)
    if (name.startsWith(OLD_PREFIX) && Date.now() - (fs.statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? 0) > OLD_AT_WORK_MS) removeInBackground(old)
  }
  const outDir = fs.mkdtempSync(path.join(tempRoot, 'build-'))
  let takenFolders: string[] = []
  const reuseFolders = () => ((takenFolders = takeFolders(path.join(tempRoot, FOLDERS), outDir)), takenFolders.length > 0)
  const build: BuildContext = { outDir, clientDir: path.join(outDir, 'client'), base: options.base, reuseFolders }
  try {
    const never = new AbortController().signal
    for (const [name, run] of steps) await timed(name, () => run(build, never))
    removeEmptyFolders(takenFolders)
    const old = replaceFolder(dist, outDir, fs.mkdtempSync(path.join(tempRoot, OLD_PREFIX)))
    console.log(`✓ replaced ${path.relative(process.cwd(), dist)}/`)
    if (old) keepFolders(old, path.join(tempRoot, FOLDERS))
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
 * Deletes the files of the old site in `holder` in a process that outlives the build, and keeps its folders at
 * `folders` for the next build, unless some are kept there already (then deletes them all, as removeInBackground).
 *
 * A build that takes them writes its pages into folders that exist instead of making 1,450 of them at 1,000 posts.
 * This machine's file system (ext4 without a journal) passes over every inode freed in the last minute or more before
 * it gives a new one (`recently_deleted()` in fs/ext4/ialloc.c): an incremental build deleted the last site's folders
 * and the next one made them again, which took 0.3-0.4 s of a one-post rebuild where it takes 30 ms on a quiet disk.
 * The old site's files are hard links to the new site's, mostly: deleting them frees no inode.
 */
function keepFolders(holder: string, folders: string): void {
  const script = 'find "$1/site" -mindepth 1 ! -type d -delete && [ ! -e "$2" ] && mv -T "$1/site" "$2"; rm -rf -- "$1"'
  try {
    const child = spawn('sh', ['-c', script, 'sh', holder, folders], { detached: true, stdio: 'ignore' })
    child.on('error', () => fs.rmSync(holder, { recursive: true, force: true }))
    child.unref()
  } catch {
    fs.rmSync(holder, { recursive: true, force: true })
  }
}

/**
 * Moves the folders keepFolders kept to `outDir` (empty), when they hold nothing but folders; returns them, deepest
 * first, or none when there are none to take. Kept folders that hold a file are never taken: deleted in the background.
 */
function takeFolders(folders: string, outDir: string): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(folders, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  if (entries.some((entry) => !entry.isDirectory())) {
    removeInBackground(folders)
    return []
  }
  try {
    fs.renameSync(folders, outDir)
  } catch {
    return []
  }
  const taken = entries.map((entry) => path.join(outDir, path.relative(folders, path.join(entry.parentPath, entry.name))))
  return taken.sort((a, b) => b.split(path.sep).length - a.split(path.sep).length)
}

/** Removes each of `folders` (deepest first) that the build left empty: a page or section gone since the last build. */
function removeEmptyFolders(folders: string[]): void {
  for (const folder of folders) {
    try {
      fs.rmdirSync(folder)
    } catch {
      // not empty, or gone
    }
  }
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
