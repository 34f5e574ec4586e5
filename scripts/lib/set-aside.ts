/**
 * Folders a benchmark must clear before a cold build, moved out of the way by a rename and deleted when the
 * benchmark ends, not deleted right before the build it measures. This VM's disk is ext4 without a journal, where
 * the kernel does not reuse an inode freed in the last minute (six, while its block is unwritten): each file
 * created after many deletions first walks past every recently freed inode of its group (`recently_deleted()` in
 * fs/ext4/ialloc.c). Deleting the last run's 9,500 files just before a cold build put about 2 s of kernel CPU into
 * the build measured (perf record -a: 7% of its samples in that walk, against 1% after a quiet minute), a cost no
 * fresh checkout and no journalled disk has.
 */
import fs from 'node:fs'
import path from 'node:path'

export type SetAside = {
  /** Moves `folder` (when it exists) out of the way; deletes it at once when it cannot be moved (another disk). */
  move(folder: string): void
  /** Deletes everything moved. */
  dispose(): void
}

/** Set-aside folders go in a folder beside `near`, on its disk, so that a move is a rename. */
export function setAside(near: string, rename: (from: string, to: string) => void = fs.renameSync): SetAside {
  let holder: string | undefined
  let moved = 0
  return {
    move(folder) {
      if (!fs.existsSync(folder)) return
      holder ??= fs.mkdtempSync(path.join(path.dirname(path.resolve(near)), 'kilele-set-aside-'))
      try {
        rename(folder, path.join(holder, `${++moved}-${path.basename(folder)}`))
      } catch {
        fs.rmSync(folder, { recursive: true, force: true })
      }
    },
    dispose() {
      if (holder) fs.rmSync(holder, { recursive: true, force: true })
      holder = undefined
    },
  }
}
