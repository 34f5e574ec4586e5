/**
 * The hash of everything a built page depends on besides its content: every file of the project that is not
 * content, tests or documentation (templates, components, the renderer, lib/ with the content registry, the
 * build scripts, site.config.ts, vite.config.ts, public/; not the folders git ignores, see foldersGitIgnores),
 * the lockfiles of what is installed, the Node version and the settings read from the environment. The build
 * cache (scripts/lib/build-cache.ts) keeps one folder per hash: change any of these and the next build starts
 * from nothing, so no page can come from a template, a component, a config or a dependency that has since changed.
 * Content is followed page by page (scripts/lib/page-reads.ts): what each page read and the data it was rendered
 * from.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { FOLDERS_WITHOUT_CODE } from '../../lib/build/folders-without-code'
import { foldersGitIgnores } from './git-ignored'
import { builtHtmlFiles } from './routes'

/** Folders whose change cannot change a built page. */
const OUTSIDE = new Set<string>(FOLDERS_WITHOUT_CODE)

/**
 * Read from the environment by the build or the bundle (lib/base-path.ts, the loader's preview mode).
 * NODE_ENV is not one: scripts/build.ts always builds for production.
 */
const SETTINGS = ['BASE_PATH', 'CONTENT_PREVIEW'] as const

/** Every file the hash covers, sorted, relative to `root`. */
export function inputFiles(root: string): string[] {
  const files: string[] = []
  const ignored = foldersGitIgnores(root)
  const walk = (dir: string, relative: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (!relative && (OUTSIDE.has(entry.name) || ignored.has(entry.name) || /\.md$/.test(entry.name))) continue
      if (entry.isDirectory()) walk(path.join(dir, entry.name), name)
      else files.push(name)
    }
  }
  walk(root, '')
  // what npm really installed (it differs from package-lock.json after a plain `npm install X`)
  if (fs.existsSync(path.join(root, 'node_modules/.package-lock.json'))) files.push('node_modules/.package-lock.json')
  return files.sort()
}

export type BuildInputs = { hash: string; files: number }

export function buildInputs(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): BuildInputs {
  const hash = createHash('sha256')
  const files = inputFiles(root)
  for (const file of files) {
    hash.update(`${file}\0`)
    const absolute = path.join(root, file)
    // a link is hashed as where it points (the build refuses links in public/ anyway)
    const stat = fs.lstatSync(absolute)
    hash.update(stat.isSymbolicLink() ? `link:${fs.readlinkSync(absolute)}` : stat.isFile() ? fs.readFileSync(absolute) : `kind:${stat.mode}`)
    hash.update('\0')
  }
  hash.update(`node ${process.version}\0`)
  for (const name of SETTINGS) hash.update(`${name}=${env[name] ?? ''}\0`)
  return { hash: hash.digest('hex').slice(0, 24), files: files.length }
}
