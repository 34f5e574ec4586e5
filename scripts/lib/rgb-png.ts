/**
 * PNG encoding of an RGB image already laid out as a PNG's rows (each row its filter byte, 0, and then its pixels),
 * with Node's zlib: the social cards (scripts/lib/social-cards.ts) are painted straight into that layout, so encoding
 * is one deflate over the rows. Also what a PNG's first and last bytes say (a cached card is checked by them).
 */
import zlib from 'node:zlib'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The size a PNG's header declares, or undefined when the bytes do not start like a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE) || buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/** The bytes of a `width` x `height` RGB image's rows in a PNG: one filter byte and then the pixels, row after row. */
export const pngRowsLength = (width: number, height: number) => (1 + width * 3) * height

/** A blank image in that layout (black; every row's filter byte 0, no filter). */
export const pngRows = (width: number, height: number) => Buffer.alloc(pngRowsLength(width, height))

/** Copies a plain RGB image (row after row, no filter bytes) into a PNG's row layout. */
export function toPngRows(rgb: Buffer, width: number, height: number): Buffer {
  const rowBytes = width * 3
  if (rgb.length !== rowBytes * height) throw new Error(`an RGB image ${width}x${height} is ${rowBytes * height} bytes, not ${rgb.length}`)
  const rows = pngRows(width, height)
  for (let row = 0; row < height; row++) rgb.copy(rows, row * (rowBytes + 1) + 1, row * rowBytes, (row + 1) * rowBytes)
  return rows
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0)
  return Buffer.concat([head, data, crc])
}

/** The end chunk, the last 12 bytes of every whole PNG. */
export const PNG_END = chunk('IEND', Buffer.alloc(0))

/** The PNG of `rows` (see pngRows): 8 bits a channel, RGB, not interlaced, zlib at `level`. */
export function encodePngRows(rows: Buffer, width: number, height: number, level: number): Buffer {
  if (rows.length !== pngRowsLength(width, height)) throw new Error(`the rows of a ${width}x${height} PNG are ${pngRowsLength(width, height)} bytes, not ${rows.length}`)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB (colour type 2), deflate, per-row filters, not interlaced
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows, { level })), PNG_END])
}
