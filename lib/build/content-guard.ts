/**
 * The build's own guard over content files, independent of the content check (it holds even when the
 * check is skipped): before anything is read, a symbolic link under content/ or public/ stops the build,
 * naming the link (Vite would publish whatever a link in public/ points at), and so does a file of public/ a
 * browser would run (lib/content/public-files.ts). The loader refuses links too.
 */
import type { Plugin } from 'vite'
import { ContentError } from '../content/errors'
import { writersFolderProblems } from '../content/public-files'

export function contentGuard(): Plugin {
  return {
    name: 'kilele:content-guard',
    enforce: 'pre',
    buildStart() {
      const refused = writersFolderProblems()
      if (refused.length) throw new ContentError(refused)
    },
  }
}
