/**
 * The build's own guard over content files, independent of the content check (it holds even when the
 * check is skipped): before anything is read, a symbolic link under content/ or public/ stops the build,
 * naming the link (Vite would follow it and compile or publish whatever it points at); and every
 * Markdown/MDX file under content/ reaches the MDX compiler normalised (no byte-order mark, LF line
 * endings), so a file saved on Windows compiles exactly like its clean twin.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { SYMLINK_MESSAGE, symlinksBelow } from '../content/content-files'
import { ContentError } from '../content/errors'
import { normaliseSource } from '../content/source-text'

export function contentGuard(): Plugin {
  let contentDir = ''
  return {
    name: 'kilele:content-guard',
    enforce: 'pre',
    configResolved(config) {
      contentDir = path.join(config.root, 'content') + path.sep
    },
    buildStart() {
      const links = [...symlinksBelow('content'), ...symlinksBelow('public')]
      if (links.length) throw new ContentError(links.map((file) => ({ file, message: SYMLINK_MESSAGE })))
    },
    load(id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(contentDir) || !/\.mdx?$/.test(file)) return null
      if (fs.lstatSync(file).isSymbolicLink()) throw new ContentError([{ file: path.relative(process.cwd(), file), message: SYMLINK_MESSAGE }])
      return normaliseSource(fs.readFileSync(file, 'utf8'))
    },
  }
}
