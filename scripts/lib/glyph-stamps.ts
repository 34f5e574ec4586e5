/**
 * Glyphs painted over rows that are each one colour, as the social cards' background is (a top-to-bottom gradient,
 * scripts/lib/social-cards.ts): a glyph of a colour whose top is on a given row gives the same bytes wherever along
 * the row it goes, so its inked pixels are blended once (a stamp) and copied from then on, and how they change the
 * image's checksum follows from the stamp's sums and where it goes. A glyph is blended as usual (card-font.ts
 * `blendGlyph`) where the rows under it are not one colour (the rings, the mark), where the image's edge would cut
 * it, or where its ink may fall on a glyph painted before it: the bytes are the same either way.
 */
import { blendChannel, blendGlyph, type GlyphTarget, type Mask, type PlacedGlyph } from './card-font'
import type { ByteChanges } from './rgb-png'

/** Each row's colour (three bytes a row) and how far from the left edge the row is that colour (the first x where it is not, or the width). */
export type PlainRows = { colours: Uint8Array; plainTo: Int32Array }

/** The colour of each of the image's `height` rows, and how far it goes. */
export function plainRows(image: GlyphTarget, height: number): PlainRows {
  const { pixels, width, stride, offset } = image
  const colours = new Uint8Array(height * 3)
  const plainTo = new Int32Array(height)
  for (let row = 0; row < height; row++) {
    const start = row * stride + offset
    const r = pixels[start]!
    const g = pixels[start + 1]!
    const b = pixels[start + 2]!
    colours[row * 3] = r
    colours[row * 3 + 1] = g
    colours[row * 3 + 2] = b
    let x = 1
    for (let at = start + 3; x < width && pixels[at] === r && pixels[at + 1] === g && pixels[at + 2] === b; at += 3) x++
    plainTo[row] = x
  }
  return { colours, plainTo }
}

/**
 * A glyph's inked pixels blended in one colour over the rows under it: their bytes (three a pixel, in the order of
 * the mask's inked pixels), the sum of the changes and the sum of each change times its byte's place counted from
 * the glyph's top-left byte.
 */
type Stamp = { bytes: Uint8Array; sum: number; weighted: number }

/** Stamps kept at most (a title's glyph about 1.5 KB): emptied when full. */
const MAX_STAMPS = 10_000

/**
 * Where a mask has ink, found in one walk of its coverage: each inked pixel's index in `alpha` and the place of its
 * first byte from the glyph's top-left byte in rows `stride` bytes long, and in each row the first and last inked
 * column (-1, -1 for a row without ink).
 */
type Ink = { index: Int32Array; place: Int32Array; spans: Int16Array }

function inkOf(mask: Mask, stride: number): Ink {
  const index: number[] = []
  const place: number[] = []
  const spans = new Int16Array(mask.height * 2).fill(-1)
  for (let my = 0; my < mask.height; my++)
    for (let mx = 0; mx < mask.width; mx++)
      if (mask.alpha[my * mask.width + mx] !== 0) {
        index.push(my * mask.width + mx)
        place.push(my * stride + mx * 3)
        if (spans[my * 2]! < 0) spans[my * 2] = mx
        spans[my * 2 + 1] = mx
      }
  return { index: Int32Array.from(index), place: Int32Array.from(place), spans }
}

/**
 * Whether glyph `b`'s ink may fall on pixels glyph `a` inked: their boxes overlap and, in a row they share, the spans
 * from first to last inked pixel do (glyphs side by side share a column of their boxes, rarely a pixel of ink).
 */
function inksMeet(a: PlacedGlyph, aSpans: Int16Array, b: PlacedGlyph, bSpans: Int16Array): boolean {
  const top = Math.max(a.top, b.top)
  const bottom = Math.min(a.top + a.mask.height, b.top + b.mask.height)
  if (top >= bottom || a.x >= b.x + b.mask.width || b.x >= a.x + a.mask.width) return false
  for (let row = top; row < bottom; row++) {
    const aFirst = aSpans[(row - a.top) * 2]!
    const bFirst = bSpans[(row - b.top) * 2]!
    if (aFirst < 0 || bFirst < 0) continue
    if (a.x + aFirst <= b.x + bSpans[(row - b.top) * 2 + 1]! && b.x + bFirst <= a.x + aSpans[(row - a.top) * 2 + 1]!) return true
  }
  return false
}

/** Glyphs painted over an image's plain rows (`rows`), in images whose rows are `stride` bytes each. */
export class GlyphStamps {
  private stamps = new Map<Mask, Map<number, Stamp>>()
  private count = 0
  /** How many glyphs were painted as stamps (a spec checks that most are) */
  stamped = 0
  private inks = new Map<Mask, Ink>()

  constructor(
    private readonly rows: PlainRows,
    private readonly stride: number,
  ) {}

  /**
   * Paints `glyphs` onto `target` in their order, as card-font.ts `paintGlyphs` does, and returns how the bytes
   * changed. The target's row 0 is row `firstRow` of the plain rows, and nothing is painted on it yet (a band of the
   * image, copied from it).
   */
  paint(target: GlyphTarget, firstRow: number, glyphs: PlacedGlyph[]): ByteChanges {
    if (target.stride !== this.stride) throw new Error(`glyph stamps are for rows of ${this.stride} bytes, not ${target.stride}`)
    const changes = { sum: 0, weighted: 0 }
    const height = Math.min(Math.floor(target.pixels.length / target.stride), this.rows.plainTo.length - firstRow)
    const painted: [PlacedGlyph, Int16Array][] = []
    for (const glyph of glyphs) {
      const ink = this.inkOf(glyph.mask)
      if (this.isPlainUnder(glyph, firstRow, target.width, height) && !painted.some(([before, beforeSpans]) => inksMeet(before, beforeSpans, glyph, ink.spans)))
        this.stamp(target, firstRow, glyph, ink, changes)
      else blendGlyph(target, glyph, changes)
      painted.push([glyph, ink.spans])
    }
    return changes
  }

  /** Whether the glyph's box lies within the target and each of its rows is one colour under it. */
  private isPlainUnder({ mask, x, top }: PlacedGlyph, firstRow: number, width: number, height: number): boolean {
    const right = x + mask.width
    const bottom = top + mask.height
    if (x < 0 || top < 0 || right > width || bottom > height) return false
    const { plainTo } = this.rows
    for (let row = firstRow + top; row < firstRow + bottom; row++) if (plainTo[row]! < right) return false
    return true
  }

  private stamp(target: GlyphTarget, firstRow: number, glyph: PlacedGlyph, ink: Ink, changes: ByteChanges): void {
    const { x, top } = glyph
    const stamp = this.stampOf(glyph, firstRow + top, ink)
    const { pixels, stride, offset } = target
    this.stamped++
    const base = top * stride + offset + x * 3
    const { bytes } = stamp
    const { place } = ink
    for (let i = 0, from = 0; i < place.length; i++, from += 3) {
      const at = base + place[i]!
      pixels[at] = bytes[from]!
      pixels[at + 1] = bytes[from + 1]!
      pixels[at + 2] = bytes[from + 2]!
    }
    changes.sum += stamp.sum
    changes.weighted += base * stamp.sum + stamp.weighted
  }

  private inkOf(mask: Mask): Ink {
    let ink = this.inks.get(mask)
    if (!ink) this.inks.set(mask, (ink = inkOf(mask, this.stride)))
    return ink
  }

  /** The glyph's stamp with its top on row `row` of the plain rows: kept, or blended now as blendGlyph blends. */
  private stampOf(glyph: PlacedGlyph, row: number, { index, place }: Ink): Stamp {
    const { mask, color } = glyph
    const [r, g, b] = color
    const key = row * 0x1000000 + ((r << 16) | (g << 8) | b)
    let byPlace = this.stamps.get(mask)
    const kept = byPlace?.get(key)
    if (kept) return kept
    const { colours } = this.rows
    const bytes = new Uint8Array(index.length * 3)
    let sum = 0
    let weighted = 0
    for (let i = 0; i < index.length; i++) {
      const under = (row + Math.floor(index[i]! / mask.width)) * 3
      const r0 = colours[under]!
      const g0 = colours[under + 1]!
      const b0 = colours[under + 2]!
      const a = mask.alpha[index[i]!]!
      const r1 = blendChannel(r0, r, a)
      const g1 = blendChannel(g0, g, a)
      const b1 = blendChannel(b0, b, a)
      bytes[i * 3] = r1
      bytes[i * 3 + 1] = g1
      bytes[i * 3 + 2] = b1
      const at = place[i]!
      sum += r1 - r0 + g1 - g0 + b1 - b0
      weighted += at * (r1 - r0) + (at + 1) * (g1 - g0) + (at + 2) * (b1 - b0)
    }
    const stamp = { bytes, sum, weighted }
    if (this.count >= MAX_STAMPS) {
      this.stamps.clear()
      this.count = 0
      byPlace = undefined
    }
    if (!byPlace) this.stamps.set(mask, (byPlace = new Map()))
    byPlace.set(key, stamp)
    this.count++
    return stamp
  }
}
