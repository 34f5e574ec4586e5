import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { foldersGitIgnores } from './git-ignored'

const SKIP = new Set(['node_modules', 'dist', '.git', 'screenshots', 'test-results', '.build-tmp', '.cache'])

/**
 * A copy of the project in a temporary folder (node_modules linked, not copied; the folders git ignores left
 * out, see foldersGitIgnores), for builds with extra content.
 * `ownNodeModules`: node_modules is a folder of links to each package instead of one link to the whole folder,
 * so what a tool writes under node_modules (its node_modules/.cache, Vite's .vite) stays in the copy and a
 * cold build of the copy does not reuse, nor fill, the project's caches.
 * `bundleCache: false`: the copy does not get the project's saved bundles either (a cold build from nothing).
 */
export function copyProject(from = process.cwd(), options: { ownNodeModules?: boolean; bundleCache?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-project-'))
  const ignored = foldersGitIgnores(from)
  for (const entry of fs.readdirSync(from)) {
    if (SKIP.has(entry) || ignored.has(entry)) continue
    fs.cpSync(path.join(from, entry), path.join(dir, entry), { recursive: true })
  }
  // The project's saved bundles (scripts/lib/build-cache.ts): a copy with other content but the same code builds
  // with the same bundle, which the cache checks by the build-input hash and its SHA-256. Pages are not copied.
  if (options.bundleCache !== false) {
    const cache = path.join(from, '.cache/build')
    for (const inputs of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
      const bundle = path.join(cache, inputs, 'bundle.pack')
      if (!fs.existsSync(bundle)) continue
      fs.mkdirSync(path.join(dir, '.cache/build', inputs), { recursive: true })
      fs.copyFileSync(bundle, path.join(dir, '.cache/build', inputs, 'bundle.pack'))
    }
  }
  if (options.ownNodeModules) {
    const modules = fs.realpathSync(path.join(from, 'node_modules'))
    fs.mkdirSync(path.join(dir, 'node_modules'))
    for (const entry of fs.readdirSync(modules)) {
      if (entry === '.cache' || entry === '.vite') continue
      fs.symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry))
    }
  } else fs.symlinkSync(path.join(from, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return {
    dir,
    write(file: string, text: string) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    },
    read(file: string) {
      return fs.readFileSync(path.join(dir, file), 'utf8')
    },
    exists(file: string) {
      return fs.existsSync(path.join(dir, file))
    },
    /** Runs an npm script or binary inside the copy; returns its output, throws with it on failure. */
    run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
      // A build started from vitest would inherit NODE_ENV=test and bundle React's development build.
      return execFileSync(command, args, { cwd: dir, env: { ...process.env, NODE_ENV: 'production', ...env }, encoding: 'utf8', stdio: 'pipe' })
    },
    dispose() {
      removeWhileFilled(dir)
    },
  }
}

/**
 * Removes `dir`, again while something moves folders into it: a build's background work (keepFolders in
 * atomic-build.ts moves the replaced site's folders into .build-tmp/) may outlive the build, and a folder it puts in
 * one this walk already emptied fails that folder's removal (ENOTEMPTY), which fs.rmSync's own retries do not mend
 * (they retry the folder, not what came into it).
 */
function removeWhileFilled(dir: string, tries = 100): void {
  for (let tried = 1; ; tried++) {
    try {
      fs.rmSync(dir, { recursive: true, force: true })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || tried >= tries) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
    }
  }
}
