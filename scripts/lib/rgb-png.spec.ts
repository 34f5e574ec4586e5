import zlib from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adler32, adler32Changed, adler32Combine, bandBytes, bandsChecksum, deflateBand, deflatedBands, encodePngBands, pngRows, toPngRows, type DeflatedBand } from './rgb-png'

describe('RGB PNG encoding', () => {
  it('encodes rows that sharp decodes to the same pixels, at any level', async () => {
    const width = 37
    const height = 23
    const rgb = Buffer.alloc(width * height * 3)
    for (let at = 0; at < rgb.length; at++) rgb[at] = (at * 7 + (at >> 5)) & 255
    for (const level of [0, 2, 9]) {
      const png = encodePngBands(deflatedBands(toPngRows(rgb, width, height), width, height, 8, level), [])
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height, info.channels]).toEqual([width, height, 3])
      expect(data.equals(rgb)).toBe(true)
    }
  })

  it('lays out a row per line, each after its filter byte', () => {
    const rows = toPngRows(Buffer.from([1, 2, 3, 4, 5, 6]), 1, 2)
    expect([...rows]).toEqual([0, 1, 2, 3, 0, 4, 5, 6])
    expect(pngRows(2, 3)).toHaveLength(21)
  })

  it('refuses rows or pixels of another size than the image', () => {
    expect(() => deflatedBands(pngRows(4, 4), 4, 5, 8, 2)).toThrow(/4x5/)
    expect(() => toPngRows(Buffer.alloc(10), 2, 2)).toThrow(/2x2/)
  })
})

describe('a PNG encoded band by band', () => {
  const width = 29
  const height = 41
  const pixels = (seed: number) => {
    const rgb = Buffer.alloc(width * height * 3)
    for (let at = 0; at < rgb.length; at++) rgb[at] = (at * seed + (at >> 4)) & 255
    return rgb
  }
  /** zlib's own Adler-32 of `bytes`: the last four bytes of its stream. */
  const zlibAdler = (bytes: Buffer) => zlib.deflateSync(bytes, { level: 0 }).readUInt32BE(zlib.deflateSync(bytes, { level: 0 }).length - 4)

  it('checksums bytes as zlib does, also combined and after a change', () => {
    const bytes = Buffer.concat([pixels(7), pixels(13), pixels(3)]) // over 5,552 bytes, so the sums wrap
    expect(adler32(bytes)).toBe(zlibAdler(bytes))
    const cut = 10_001
    expect(adler32Combine(adler32(bytes.subarray(0, cut)), adler32(bytes.subarray(cut)), bytes.length - cut)).toBe(zlibAdler(bytes))
    const changed = Buffer.from(bytes)
    const changes = { sum: 0, weighted: 0 }
    for (const at of [0, 1, 500, 9_999, bytes.length - 1]) {
      const value = (changed[at]! * 31 + 17) & 255
      changes.sum += value - changed[at]!
      changes.weighted += at * (value - changed[at]!)
      changed[at] = value
    }
    expect(adler32Changed(adler32(bytes), bytes.length, changes)).toBe(zlibAdler(changed))
  })

  it('decodes to the base image with some bands replaced by those of another, with a valid zlib stream', async () => {
    const base = toPngRows(pixels(7), width, height)
    const other = toPngRows(pixels(11), width, height)
    const image = deflatedBands(base, width, height, 8, 2)
    expect(image.bands).toHaveLength(6) // the last band holds the one row left
    const replacedBands = [1, 5]
    const replaced: DeflatedBand[] = []
    const expected = Buffer.from(base)
    for (const band of replacedBands) {
      const { start, end } = bandBytes(image, band)
      replaced[band] = deflateBand(other.subarray(start, end), 6)
      other.copy(expected, start, start, end)
    }
    const png = encodePngBands(image, replaced)
    const idat = png.subarray(33 + 8, png.length - 12 - 4) // after the signature and header chunk, before the end chunk and the CRC
    expect(zlib.inflateSync(idat).equals(expected)).toBe(true) // inflateSync checks the Adler-32
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    const plain = Buffer.alloc(width * height * 3)
    for (let row = 0; row < height; row++) expected.copy(plain, row * width * 3, row * (width * 3 + 1) + 1, (row + 1) * (width * 3 + 1))
    expect(data.equals(plain)).toBe(true)
    expect(encodePngBands(image, []).equals(encodePngBands(image, [undefined]))).toBe(true)
  })

  it('replaces a run of bands with one deflate of their rows, and checksums the run from its bands', () => {
    const base = toPngRows(pixels(7), width, height)
    const other = toPngRows(pixels(11), width, height)
    const image = deflatedBands(base, width, height, 8, 2)
    // bands 1 to 3 in one call, and the last two (the last holds one row)
    const runs = [
      [1, 3],
      [4, 5],
    ] as const
    const replaced: DeflatedBand[] = []
    const expected = Buffer.from(base)
    for (const [first, last] of runs) {
      const start = bandBytes(image, first).start
      const end = bandBytes(image, last).end
      expect(bandsChecksum(image, first, last)).toEqual({ adler: adler32(base.subarray(start, end)), length: end - start })
      replaced[first] = deflateBand(other.subarray(start, end), 2)
      other.copy(expected, start, start, end)
    }
    const png = encodePngBands(image, replaced)
    expect(zlib.inflateSync(png.subarray(33 + 8, png.length - 12 - 4)).equals(expected)).toBe(true)
  })

  it('refuses a replacement that does not cover whole bands, or a band replaced twice', () => {
    const image = deflatedBands(pngRows(width, height), width, height, 8, 2)
    expect(() => encodePngBands(image, [deflateBand(Buffer.alloc(10), 2)])).toThrow(/band 0/)
    const { start, end } = bandBytes(image, 1)
    const oneAndAHalf = deflateBand(Buffer.alloc(end - start + (end - start) / 2), 2)
    expect(() => encodePngBands(image, [, oneAndAHalf])).toThrow(/band 1 .* whole bands/)
    const two = deflateBand(Buffer.alloc(2 * (end - start)), 2)
    expect(() => encodePngBands(image, [, two, deflateBand(Buffer.alloc(end - start), 2)])).toThrow(/band 2 .* replaced twice/)
  })
})
