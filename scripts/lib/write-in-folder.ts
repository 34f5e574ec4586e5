/**
 * Writes a file of a cache folder that may not be there yet: the first write that finds no folder makes it. A build
 * writes a file a page or a card, and this VM takes 0.2-0.4 ms a file system call, so the folder is not looked for
 * before each write.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Writes `data` to `file` (`flag` as fs.writeFileSync takes it), making its folder if the write finds none. */
export function writeInFolder(file: string, data: string | Uint8Array, flag = 'w'): void {
  try {
    fs.writeFileSync(file, data, { flag })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, data, { flag })
  }
}
