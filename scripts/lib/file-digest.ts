/**
 * A file's bytes read into one buffer kept for every call, and the SHA-1 of a file so. A build that checks the last
 * build's pages before it reuses them reads about 120 MB at 1,000 posts, and the search step about 21 MB of copies:
 * as a new Buffer a file, that memory made V8 collect the build process's large heap again and again (placing 1,417
 * pages took 0.37-0.5 s in a build against 0.17-0.19 s alone).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'

const INITIAL_BYTES = 256 * 1024
/** The largest buffer kept between calls */
const KEPT_BYTES = 16 * 1024 * 1024
let buffer = Buffer.allocUnsafe(INITIAL_BYTES)

/**
 * What `use` makes of the file's bytes, or undefined when the file cannot be read. The bytes are a view of the shared
 * buffer, valid only during the call: `use` keeps nothing of them but what it copies.
 */
export function withFileBytes<T>(file: string, use: (bytes: Buffer) => T): T | undefined {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch {
    return undefined
  }
  let length = 0
  try {
    for (;;) {
      // a file larger than the buffer: the buffer doubles, and the next file that size is read in one call
      if (length === buffer.length) buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)])
      const read = fs.readSync(fd, buffer, length, buffer.length - length, null)
      if (read === 0) break
      length += read
    }
  } catch {
    return undefined
  } finally {
    fs.closeSync(fd)
  }
  try {
    return use(buffer.subarray(0, length))
  } finally {
    // a buffer grown for an unusually large file is not kept for the rest of the build
    if (buffer.length > KEPT_BYTES) buffer = Buffer.allocUnsafe(INITIAL_BYTES)
  }
}

/** The file's SHA-1 (hex), or undefined when it cannot be read. */
export const fileSha1 = (file: string): string | undefined => withFileBytes(file, (bytes) => createHash('sha1').update(bytes).digest('hex'))
