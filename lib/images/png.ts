/**
 * A PNG's framing: its signature, its chunks (length, type, data, CRC) and what its header says. The social cards'
 * encoder writes them (scripts/lib/rgb-png.ts), the card cache reads them, and specs make a picture's header of any
 * size with pngHead.
 */
import zlib from 'node:zlib'

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** One chunk: its data's length, its type, the data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0)
  return Buffer.concat([head, data, crc])
}

/** The signature and the header chunk of an 8-bit RGB image, not interlaced: what a reader of its size reads. */
export function pngHead(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB (colour type 2), deflate, per-row filters, not interlaced
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header)])
}

/** The end chunk, the last 12 bytes of every whole PNG. */
export const PNG_END = pngChunk('IEND', Buffer.alloc(0))

/** The size a PNG's header declares, or undefined when the bytes do not start like a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE) || buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}
