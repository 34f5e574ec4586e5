/**
 * A file of one JSON header line followed by bytes, the header saying what the bytes must be: the build cache's
 * entries (disk-cache.ts) and its packs of saved folders (scripts/lib/build-cache.ts).
 */
import fs from 'node:fs'

export function withHeader(header: object, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body])
}

/** The file's header and the bytes after it; undefined when it is missing, has no header line, or one that is not a JSON object. */
export function readHeaded<H extends object>(file: string): { header: Partial<H>; body: Buffer } | undefined {
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(file)
  } catch {
    return undefined
  }
  const newline = bytes.indexOf(10)
  if (newline < 0) return undefined
  let header: unknown
  try {
    header = JSON.parse(bytes.toString('utf8', 0, newline))
  } catch {
    return undefined
  }
  return header !== null && typeof header === 'object' ? { header: header as Partial<H>, body: bytes.subarray(newline + 1) } : undefined
}
