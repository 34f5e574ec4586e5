/**
 * A file a build puts back from its cache (a part of the search index, the last index's files a new one starts from),
 * hard-linked from the site being replaced when that holds exactly the same bytes, else written.
 *
 * A link makes no new file and copies nothing. This VM's disk (ext4 without a journal) walks past every inode freed in
 * the last minutes before it gives out a new one, and an incremental build comes right after the last one deleted the
 * site before it: writing the 1,138 files of the 1,000-post copy's search index took a one-post build's process
 * 0.39-0.63 s there (0.03 s on a quiet disk), linking them 0.03-0.06 s (see README, Thirty-first session).
 * Only for a file nothing writes into afterwards: a write into a linked file would change the site being replaced.
 */
import fs from 'node:fs'
import path from 'node:path'
import { withFileBytes } from './file-digest'
import { writeInFolder } from './write-in-folder'

/**
 * Puts `bytes` at `target`: a hard link to `source` when that is a file of its own (a symbolic link would be linked as
 * the link) of the same length and bytes, else written. `folders` holds the folders made so far (one call per folder).
 */
export function linkedOrWritten(target: string, bytes: Buffer, source: string | undefined, folders: Set<string>): 'linked' | 'written' {
  if (source) {
    const stat = fs.lstatSync(source, { throwIfNoEntry: false })
    if (stat?.isFile() && stat.size === bytes.length && withFileBytes(source, (held) => held.equals(bytes))) {
      const folder = path.dirname(target)
      if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true })
      folders.add(folder)
      try {
        fs.linkSync(source, target)
        return 'linked'
      } catch {
        // another disk, or links refused: written below
      }
    }
  }
  writeInFolder(target, bytes)
  return 'written'
}
