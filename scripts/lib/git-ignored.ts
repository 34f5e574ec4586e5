import { execFileSync } from 'node:child_process'

/**
 * The top-level folders git ignores in `root` (.gitignore, .git/info/exclude): a developer's own (reports, scratch
 * work), which a clean clone does not have, so nothing the project builds can depend on them. Project copies leave
 * them out and the build-input hash does not read them, so a copy builds with the project's cached bundle. Files
 * git ignores are kept: Vite reads a `.env` file from the root without it being in the repository. None outside a
 * git work tree.
 */
export function foldersGitIgnores(root: string): Set<string> {
  try {
    const listed = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return new Set(listed.split('\n').filter((entry) => /^[^/]+\/$/.test(entry)).map((entry) => entry.slice(0, -1)))
  } catch {
    return new Set()
  }
}
