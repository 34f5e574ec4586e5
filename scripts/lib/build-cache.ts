/**
 * The build cache: `.cache/build/<hash of the build inputs>/` (scripts/lib/build-inputs.ts) holds
 * - `bundle/`: what `vike build` wrote (the client assets and the server build); it holds no content, so an
 *   unchanged hash reuses it whole instead of running Vite again;
 * - `bodies/`: each body's parse (lib/markdown/body.ts), by its text;
 * - `pages/`: each page's HTML (renderer/page-cache.ts), by everything it is rendered from.
 * A folder is written only by a build with exactly those inputs, so nothing in it can be stale; entries are
 * checked against their own hash when read (lib/cache/disk-cache.ts). Only the newest folders are kept.
 * `BUILD_CACHE=off` builds without it.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = '.cache/build'
/** Folders kept besides the current one (switching a branch back and forth stays fast). */
const KEEP_OTHERS = 1
const COMPLETE = '.complete'

export type BuildCache = {
  dir: string
  /** Copies a saved bundle into `outDir`; false when there is none */
  restoreBundle(outDir: string): boolean
  /** Saves what `vike build` wrote into `outDir` (before any page is added) */
  saveBundle(outDir: string): void
}

export function openBuildCache(hash: string, root = ROOT): BuildCache | undefined {
  if (process.env.BUILD_CACHE === 'off') return undefined
  const dir = path.resolve(root, hash)
  fs.mkdirSync(dir, { recursive: true })
  const now = new Date()
  fs.utimesSync(dir, now, now)
  prune(path.resolve(root), dir)
  const bundle = path.join(dir, 'bundle')
  return {
    dir,
    restoreBundle(outDir) {
      if (!fs.existsSync(path.join(bundle, COMPLETE))) return false
      fs.cpSync(bundle, outDir, { recursive: true, filter: (source) => path.basename(source) !== COMPLETE })
      return true
    },
    saveBundle(outDir) {
      const temporary = `${bundle}.${process.pid}.tmp`
      fs.rmSync(temporary, { recursive: true, force: true })
      fs.cpSync(outDir, temporary, { recursive: true })
      fs.writeFileSync(path.join(temporary, COMPLETE), '')
      fs.rmSync(bundle, { recursive: true, force: true })
      fs.renameSync(temporary, bundle)
    },
  }
}

/** Removes every folder of other inputs but the most recently used ones. */
function prune(root: string, current: string): void {
  const others = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && path.join(root, entry.name) !== current)
    .map((entry) => ({ dir: path.join(root, entry.name), used: fs.statSync(path.join(root, entry.name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const { dir } of others.slice(KEEP_OTHERS)) fs.rmSync(dir, { recursive: true, force: true })
}
