import { describe, expect, it } from 'vitest'
import type { TextRun } from '../../lib/social-card'
import { paintGlyphs, placeGlyphs, type GlyphTarget, type PlacedGlyph } from './card-font'
import { GlyphStamps, plainRows } from './glyph-stamps'

const width = 320
const height = 120
const stride = 1 + width * 3

/** An image in a PNG's row layout: each row one colour (a gradient), but for a stripe of other colours at x 250-259. */
function background(): Buffer {
  const pixels = Buffer.alloc(stride * height)
  for (let row = 0; row < height; row++)
    for (let x = 0; x < width; x++) {
      const at = row * stride + 1 + x * 3
      const stripe = x >= 250 && x < 260
      pixels[at] = stripe ? 200 : 10 + row
      pixels[at + 1] = stripe ? (x * 7) & 255 : 40 + (row >> 1)
      pixels[at + 2] = 90 + ((row * 3) & 63)
    }
  return pixels
}

const target = (pixels: Buffer): GlyphTarget => ({ pixels, width, stride, offset: 1 })

/** Rows `first` to `last` (ends excluded) of `pixels`, copied, and the glyphs moved up by `first` rows, as a card paints a band. */
const band = (pixels: Buffer, first: number, last: number, glyphs: PlacedGlyph[]) => ({
  rows: Buffer.from(pixels.subarray(first * stride, last * stride)),
  glyphs: glyphs.map((glyph) => ({ ...glyph, top: glyph.top - first })),
})

const runs: TextRun[] = [
  // kerned pairs (AV, To) and a tight spacing make glyphs' boxes overlap
  { text: 'AVATAR Tower', x: 6, y: 40, size: 30, face: 'bold', color: '#FFFFFF', letterSpacing: -3 },
  // the same words lower and further along: the same stamps at other places, and a line running into the stripe
  { text: 'AVATAR Tower gets to the stripe', x: 31, y: 80, size: 30, face: 'bold', color: '#FFFFFF' },
  { text: 'edge', x: 300, y: 110, size: 20, face: 'regular', color: '#F5B700' },
  { text: 'cut', x: -4, y: 116, size: 20, face: 'regular', color: '#F5B700' },
]

describe('glyph stamps', () => {
  it('paints the bytes blending paints, with the same changes, where stamps fit and where they do not', async () => {
    const glyphs = await placeGlyphs(runs)
    const plain = background()
    const stamps = new GlyphStamps(plainRows(target(plain), height), stride)
    let painted = 0
    // twice: the second time every glyph that can be stamped is copied from a stamp
    for (let round = 0; round < 2; round++)
      for (const [first, last] of [[0, height], [8, 100], [20, 60]] as const) {
        const blended = band(plain, first, last, glyphs.filter((glyph) => glyph.top >= first && glyph.top + glyph.mask.height <= last))
        const stamped = { rows: Buffer.from(blended.rows), glyphs: blended.glyphs }
        const expected = paintGlyphs({ ...target(blended.rows) }, blended.glyphs)
        const changes = stamps.paint(target(stamped.rows), first, stamped.glyphs)
        painted += stamped.glyphs.length
        expect(stamped.rows.equals(blended.rows)).toBe(true)
        expect(changes).toEqual(expected)
      }
    // the others overlap a glyph before them, the stripe or the edge
    expect(stamps.stamped).toBeGreaterThan(painted / 2)
    expect(stamps.stamped).toBeLessThan(painted)
  })

  it('knows how far each row is its one colour', () => {
    const rows = plainRows(target(background()), height)
    expect([...rows.plainTo.slice(0, 3)]).toEqual([250, 250, 250])
    expect([...rows.colours.slice(3, 6)]).toEqual([11, 40, 93])
  })

  it('refuses rows of another length than its own', async () => {
    const stamps = new GlyphStamps(plainRows(target(background()), height), stride)
    expect(() => stamps.paint({ pixels: Buffer.alloc(width * 3 * height), width, stride: width * 3, offset: 0 }, 0, [])).toThrow(/rows of/)
  })
})
