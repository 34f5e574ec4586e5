/**
 * The build's own guard over content files, independent of the content check (it holds even when the
 * check is skipped): before anything is read, a symbolic link under content/ or public/ stops the build,
 * naming the link (Vite would publish whatever a link in public/ points at). The loader refuses links too.
 */
import type { Plugin } from 'vite'
import { SYMLINK_MESSAGE, symlinksBelow } from '../content/content-files'
import { ContentError } from '../content/errors'

export function contentGuard(): Plugin {
  return {
    name: 'kilele:content-guard',
    enforce: 'pre',
    buildStart() {
      const links = [...symlinksBelow('content'), ...symlinksBelow('public')]
      if (links.length) throw new ContentError(links.map((file) => ({ file, message: SYMLINK_MESSAGE })))
    },
  }
}
