/**
 * The build cache: `.cache/build/<hash of the build inputs>/` (scripts/lib/build-inputs.ts) holds
 * - `bundle/`: what `vike build` wrote (the client assets and the server build); it holds no content, so an
 *   unchanged hash reuses it whole instead of running Vite again;
 * - `bodies/`: each body's parse (lib/markdown/body.ts), by its text;
 * - `pages/`: each page's HTML (renderer/page-cache.ts), by everything it is rendered from;
 * - `links/`: what each built page links to (scripts/lib/link-check.ts), by its HTML;
 * - `search/`: the last search index (Pagefind), by the hash of every built page it reads.
 * A folder is written only by a build with exactly those inputs, so nothing in it can be stale; entries are
 * checked against their own hash when read (lib/cache/disk-cache.ts). Only the newest folders are kept.
 * `BUILD_CACHE=off` builds without it.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = '.cache/build'
/** Folders kept besides the current one (switching a branch back and forth stays fast). */
const KEEP_OTHERS = 1
/** A saved folder's list of files with their hashes, written last: a folder without it, or differing from it, is not used. */
const MANIFEST = '.manifest.json'

export type BuildCache = {
  dir: string
  /** Copies a saved bundle into `outDir`; false when there is none */
  restoreBundle(outDir: string): boolean
  /** Saves what `vike build` wrote into `outDir` (before any page is added) */
  saveBundle(outDir: string): void
  /** Copies the folder saved as `name` for `key` into `target`; false when there is none for that key */
  restoreFolder(name: string, key: string, target: string): boolean
  /** Saves `source` as `name` for `key`, replacing the one saved before */
  saveFolder(name: string, key: string, source: string): void
}

export function openBuildCache(hash: string, root = ROOT): BuildCache | undefined {
  if (process.env.BUILD_CACHE === 'off') return undefined
  const dir = path.resolve(root, hash)
  fs.mkdirSync(dir, { recursive: true })
  const now = new Date()
  fs.utimesSync(dir, now, now)
  prune(path.resolve(root), dir)
  const restoreFolder = (name: string, key: string, target: string) => {
    const saved = path.join(dir, name)
    if (!folderIntact(saved, `${hash}\0${key}`)) {
      fs.rmSync(saved, { recursive: true, force: true })
      return false
    }
    fs.cpSync(saved, target, { recursive: true, filter: (source) => path.basename(source) !== MANIFEST })
    return true
  }
  const saveFolder = (name: string, key: string, source: string) => {
    const saved = path.join(dir, name)
    const temporary = `${saved}.${process.pid}.tmp`
    fs.rmSync(temporary, { recursive: true, force: true })
    fs.cpSync(source, temporary, { recursive: true })
    fs.writeFileSync(path.join(temporary, MANIFEST), JSON.stringify({ inputs: `${hash}\0${key}`, files: fileHashes(temporary) }))
    fs.rmSync(saved, { recursive: true, force: true })
    fs.renameSync(temporary, saved)
  }
  return {
    dir,
    restoreBundle: (outDir) => restoreFolder('bundle', '', outDir),
    saveBundle: (outDir) => saveFolder('bundle', '', outDir),
    restoreFolder,
    saveFolder,
  }
}

/** Every file below `dir` (the manifest aside) with the hash of its bytes, by path. */
function fileHashes(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    const file = path.join(entry.parentPath, entry.name)
    const relative = path.relative(dir, file)
    if (relative === MANIFEST) continue
    // a link or anything else that is not a plain file makes the bundle untrusted
    files[relative] = entry.isFile() ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : entry.isDirectory() ? 'folder' : 'other'
  }
  return files
}

/** The saved folder is for these inputs and every file is exactly as saved: no file changed, missing or added. */
function folderIntact(folder: string, inputs: string): boolean {
  let manifest: { inputs?: unknown; files?: Record<string, string> }
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as typeof manifest
  } catch {
    return false
  }
  if (manifest.inputs !== inputs || !manifest.files) return false
  const found = fileHashes(folder)
  const expected = manifest.files
  return Object.keys(found).length === Object.keys(expected).length && Object.entries(found).every(([file, digest]) => digest !== 'other' && expected[file] === digest)
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
