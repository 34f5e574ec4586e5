/**
 * What is on disk under content/ (and public/), read without following links. A content file must be a
 * real file in the repository: a symbolic link could point anywhere on the build machine, so it is refused
 * by name and never read. Anything else the loader would skip (a stray file, a folder named like a post)
 * is a problem too: a writer's file that never shows up is a mistake.
 */
import fs from 'node:fs'
import path from 'node:path'
import { translatedLangs, translationOf } from '../editions'
import type { ContentProblem } from './errors'

export const contentExtensions = ['.md', '.mdx'] as const

export type ContentLayout = {
  /** Markdown/MDX files per collection folder, absolute paths, sorted */
  entries: Map<string, string[]>
  /** Data files ("pages/home.yaml") that exist as regular files */
  dataFiles: Set<string>
  problems: ContentProblem[]
}

const visible = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))

export const SYMLINK_MESSAGE = 'is a symbolic link; content is read only from real files in the repository, so links are not followed (replace it with the file itself)'

/** Why a file's language suffix ("cctv.fr.mdx") names no edition of the site, if it does not. */
function languageProblem(lang: string): string | undefined {
  if (translatedLangs.includes(lang)) return undefined
  const known = translatedLangs.map((code) => `.${code}`).join(', ')
  return `".${lang}" names no language of the site; a translation's file name ends in ${known || '(no other language is configured)'} before the extension, beside its English file (README, Languages)`
}

/** Why an entry cannot be content, if it is a link or not a regular file/folder. */
function oddity(entry: fs.Dirent): string | undefined {
  if (entry.isSymbolicLink()) return SYMLINK_MESSAGE
  if (!entry.isFile() && !entry.isDirectory()) return 'is not a regular file'
  return undefined
}

/**
 * Lists content/: collection folders hold Markdown/MDX files, data folders hold the known YAML files.
 * `collections` are the collection folder names; `dataFiles` the known data file paths ("pages/home.yaml").
 */
export function readContentLayout(root: string, collections: readonly string[], dataFiles: readonly string[], shown: (absolute: string) => string): ContentLayout {
  const layout: ContentLayout = { entries: new Map(), dataFiles: new Set(), problems: [] }
  const problem = (absolute: string, message: string) => layout.problems.push({ file: shown(absolute), message })
  const rootEntry = fs.lstatSync(root, { throwIfNoEntry: false })
  if (!rootEntry) {
    problem(root, 'the content folder does not exist')
    return layout
  }
  if (rootEntry.isSymbolicLink() || !rootEntry.isDirectory()) {
    problem(root, rootEntry.isSymbolicLink() ? SYMLINK_MESSAGE : 'is not a folder')
    return layout
  }
  const dataFolders = new Set(dataFiles.map((name) => path.posix.dirname(name)))
  const folders = [...collections, ...dataFolders]
  for (const folder of visible(root)) {
    const absolute = path.join(root, folder.name)
    const odd = oddity(folder)
    if (odd) problem(absolute, odd)
    else if (!folder.isDirectory()) problem(absolute, `files belong in one of the content folders (${folders.join(', ')})`)
    else if (!folders.includes(folder.name)) problem(absolute, `unknown content folder "${folder.name}"; expected one of ${folders.join(', ')}`)
    else {
      const files: string[] = []
      for (const inner of visible(absolute)) {
        const name = `${folder.name}/${inner.name}`
        const innerPath = path.join(absolute, inner.name)
        const innerOdd = oddity(inner)
        if (innerOdd) problem(innerPath, innerOdd)
        else if (inner.isDirectory()) {
          const looksLikeFile = contentExtensions.some((ext) => inner.name.endsWith(ext)) || inner.name.endsWith('.yaml')
          problem(innerPath, looksLikeFile ? `is a folder named like a content file; a ${path.extname(inner.name)} must be a file (files go directly in content/${folder.name}/)` : `unexpected folder; files go directly in content/${folder.name}/`)
        } else if (dataFolders.has(folder.name)) {
          const translation = translationOf(name)
          if (dataFiles.includes(name)) layout.dataFiles.add(name)
          else if (translation && dataFiles.includes(translation.base)) {
            const unknown = languageProblem(translation.lang)
            if (unknown) problem(innerPath, unknown)
            else layout.dataFiles.add(name)
          } else {
            const known = dataFiles.filter((file) => file.startsWith(`${folder.name}/`)).map((file) => path.posix.basename(file))
            problem(innerPath, `unknown data file; content/${folder.name}/ holds only ${known.join(', ')}`)
          }
        } else if (contentExtensions.some((ext) => inner.name.endsWith(ext))) {
          const translation = translationOf(inner.name)
          const unknown = translation && languageProblem(translation.lang)
          if (unknown) problem(innerPath, unknown)
          else files.push(innerPath)
        }
        else if (contentExtensions.some((ext) => inner.name.toLowerCase().endsWith(ext))) {
          problem(innerPath, `the extension "${path.extname(inner.name)}" must be lower case; rename the file ${inner.name.slice(0, -path.extname(inner.name).length)}${path.extname(inner.name).toLowerCase()}`)
        } else problem(innerPath, `unknown file type "${path.extname(inner.name) || 'none'}"; expected .md or .mdx`)
      }
      layout.entries.set(folder.name, files)
    }
  }
  return layout
}

/** Symbolic links anywhere below `dir` (not followed), as paths relative to the working directory. */
export function symlinksBelow(dir: string): string[] {
  const found: string[] = []
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name)
      if (entry.isSymbolicLink()) found.push(path.relative(process.cwd(), absolute).split(path.sep).join('/'))
      else if (entry.isDirectory()) visit(absolute)
    }
  }
  const top = fs.lstatSync(dir, { throwIfNoEntry: false })
  if (top?.isSymbolicLink()) return [path.relative(process.cwd(), dir).split(path.sep).join('/')]
  if (top?.isDirectory()) visit(dir)
  return found.sort()
}

