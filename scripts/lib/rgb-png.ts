/**
 * PNG encoding of an RGB image already laid out as a PNG's rows (each row its filter byte, 0, and then its pixels),
 * with Node's zlib, band by band (`DeflatedBands`): the social cards (scripts/lib/social-cards.ts) share a background
 * and are painted straight into that layout, differing from it in a few bands of rows, the only ones they deflate.
 * The PNG's framing (signature, chunks) is lib/images/png.ts.
 */
import zlib from 'node:zlib'
import { PNG_END, pngChunk, pngHead } from '../../lib/images/png'

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

/** The PNG of an 8-bit RGB image, not interlaced, from its zlib stream. */
function png(width: number, height: number, zlibStream: Buffer): Buffer {
  return Buffer.concat([pngHead(width, height), pngChunk('IDAT', zlibStream), PNG_END])
}

/** Adler-32's modulus: a zlib stream ends with this checksum of the bytes it holds. */
const ADLER_BASE = 65521
const mod = (value: number) => ((value % ADLER_BASE) + ADLER_BASE) % ADLER_BASE

/** The Adler-32 checksum of `bytes` (zlib's, which PNG readers check). */
export function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  // 5,552 bytes is the most that can be summed before the sums could pass 2^32 (zlib's NMAX)
  for (let at = 0; at < bytes.length; ) {
    const end = Math.min(bytes.length, at + 5552)
    for (; at < end; at++) {
      a += bytes[at]!
      b += a
    }
    a %= ADLER_BASE
    b %= ADLER_BASE
  }
  return ((b << 16) | a) >>> 0
}

/**
 * How painting changed some bytes of a buffer `length` bytes long: the sum of the changes and the sum of each change
 * times its byte's index (what card-font.ts `paintGlyphs` returns).
 */
export type ByteChanges = { sum: number; weighted: number }

/**
 * The Adler-32 of a buffer `length` bytes long whose checksum was `adler` before the bytes changed by `changes`:
 * its first sum is the bytes' sum plus one, its second the sum of each byte times (length - index), so a change
 * moves both by a known amount.
 */
export function adler32Changed(adler: number, length: number, changes: ByteChanges): number {
  const a = mod((adler & 0xffff) + changes.sum)
  const b = mod((adler >>> 16) + mod(length * changes.sum) - mod(changes.weighted))
  return ((b << 16) | a) >>> 0
}

/** zlib's adler32_combine: the Adler-32 of two buffers one after the other, from each one's and the second's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE
  const a = mod((first & 0xffff) + (second & 0xffff) - 1)
  const b = mod(rem * (first & 0xffff) + (first >>> 16) + (second >>> 16) - rem)
  return ((b << 16) | a) >>> 0
}

/** Some rows of an image, deflated on their own: raw deflate ending in a sync flush, so bands join byte by byte. */
export type DeflatedBand = { deflated: Buffer; adler: number; length: number }

/** Deflates one band's bytes (whole rows in the PNG layout) at `level`; `adler` when the caller knows it already. */
export function deflateBand(rows: Buffer, level: number, adler = adler32(rows)): DeflatedBand {
  return { deflated: zlib.deflateRawSync(rows, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }), adler, length: rows.length }
}

/** An image's rows (see pngRows) cut into bands of `bandRows` rows, each deflated once. */
export type DeflatedBands = { width: number; height: number; bandRows: number; rows: Buffer; bands: DeflatedBand[] }

/** Where band `band` of an image's rows starts and ends, in bytes. */
export function bandBytes(image: Pick<DeflatedBands, 'width' | 'height' | 'bandRows'>, band: number): { start: number; end: number } {
  const stride = 1 + image.width * 3
  return { start: band * image.bandRows * stride, end: Math.min(image.height, (band + 1) * image.bandRows) * stride }
}

/** An image's rows (see pngRows), each band of `bandRows` rows deflated at `level`. */
export function deflatedBands(rows: Buffer, width: number, height: number, bandRows: number, level: number): DeflatedBands {
  if (rows.length !== pngRowsLength(width, height)) throw new Error(`the rows of a ${width}x${height} PNG are ${pngRowsLength(width, height)} bytes, not ${rows.length}`)
  const image = { width, height, bandRows, rows }
  const bands = Array.from({ length: Math.ceil(height / bandRows) }, (_, band) => {
    const { start, end } = bandBytes(image, band)
    return deflateBand(rows.subarray(start, end), level)
  })
  return { ...image, bands }
}

/** An empty final block (fixed Huffman codes, only the end-of-block code): what ends a stream of sync-flushed bands. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00])
/** A zlib stream's first two bytes: deflate with a 32 KB window, no preset dictionary, a header whose check bits hold. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01])

/** The Adler-32 and length of `parts`' bytes one after the other, from each part's own. */
function joinedChecksum(parts: ReadonlyArray<Pick<DeflatedBand, 'adler' | 'length'>>): { adler: number; length: number } {
  let adler = 1
  let length = 0
  for (const part of parts) {
    adler = length === 0 ? part.adler : adler32Combine(adler, part.adler, part.length)
    length += part.length
  }
  return { adler, length }
}

/** The Adler-32 and length of bands `first` to `last` of an image, one after the other, from each band's own. */
export const bandsChecksum = (image: DeflatedBands, first: number, last: number) => joinedChecksum(image.bands.slice(first, last + 1))

/**
 * The PNG of `image` with some runs of bands replaced: `replaced[band]` holds the rows of that band and of as many
 * after it as its length covers, deflated on their own by deflateBand (one call for a run of bands costs less than
 * one a band: each call starts a new zlib stream, whose first row has no row above it to match). The untouched
 * bands' deflated bytes are reused as they are, so only the replaced ones cost a deflate.
 */
export function encodePngBands(image: DeflatedBands, replaced: ReadonlyArray<DeflatedBand | undefined>): Buffer {
  const parts: DeflatedBand[] = []
  for (let at = 0; at < image.bands.length; ) {
    const replacement = replaced[at]
    if (!replacement) {
      parts.push(image.bands[at]!)
      at++
      continue
    }
    let covered = 0
    let next = at
    while (next < image.bands.length && covered < replacement.length) {
      if (next > at && replaced[next]) throw new Error(`band ${next} of a ${image.width}x${image.height} PNG is replaced twice`)
      covered += image.bands[next++]!.length
    }
    if (covered !== replacement.length) throw new Error(`band ${at} of a ${image.width}x${image.height} PNG and those after it are not ${replacement.length} bytes: a replacement covers whole bands`)
    parts.push(replacement)
    at = next
  }
  const { adler } = joinedChecksum(parts)
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(adler, 0)
  return png(image.width, image.height, Buffer.concat([ZLIB_HEADER, ...parts.map((part) => part.deflated), FINAL_EMPTY_BLOCK, trailer]))
}
