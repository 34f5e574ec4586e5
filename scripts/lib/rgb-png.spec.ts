import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodePngRows, pngRows, toPngRows } from './rgb-png'

describe('RGB PNG encoding', () => {
  it('encodes rows that sharp decodes to the same pixels, at any level', async () => {
    const width = 37
    const height = 23
    const rgb = Buffer.alloc(width * height * 3)
    for (let at = 0; at < rgb.length; at++) rgb[at] = (at * 7 + (at >> 5)) & 255
    for (const level of [0, 2, 9]) {
      const png = encodePngRows(toPngRows(rgb, width, height), width, height, level)
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
    expect(() => encodePngRows(pngRows(4, 4), 4, 5, 2)).toThrow(/4x5/)
    expect(() => toPngRows(Buffer.alloc(10), 2, 2)).toThrow(/2x2/)
  })
})
