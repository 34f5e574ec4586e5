/**
 * Paints a social card's lines of text (lib/social-card.ts `TextRun`) onto its pixels, in DejaVu Sans from the
 * `dejavu-fonts-ttf` package (the same font on every build machine, so a card is the same bytes everywhere).
 * Each glyph is rasterised once per size and face, at three sub-pixel offsets, by sharp (librsvg) from the font's
 * outline, and then only copied: drawing the whole card as SVG text cost librsvg about 10 ms a card in text
 * shaping, this costs well under one.
 */
import { createRequire } from 'node:module'
import fs from 'node:fs'
import type opentype from 'opentype.js'
import type { CardFace, MeasureText, TextRun } from '../../lib/social-card'
import type { ByteChanges } from './rgb-png'

const require = createRequire(import.meta.url)
const FONT_FILES: Record<CardFace, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
}

let fonts: Record<CardFace, opentype.Font> | undefined
function font(face: CardFace): opentype.Font {
  fonts ??= loadFonts()
  return fonts[face]
}

/**
 * opentype.js is loaded at the first layout, not with the build's script: an incremental build whose cards are all
 * known lays out none. `lowMemory` reads a glyph's outline and metrics when it is first asked for, not all 6,000 of
 * each face at once: a process's first card took 0.29 s of CPU instead of 0.40 s (the same cards, byte for byte).
 */
function loadFonts(): Record<CardFace, opentype.Font> {
  const { parse } = require('opentype.js') as typeof opentype
  return Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => {
      const bytes = fs.readFileSync(require.resolve(file))
      return [name, parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { lowMemory: true })]
    }),
  ) as Record<CardFace, opentype.Font>
}

/** Sub-pixel positions a glyph is rasterised at: a glyph's pen position is rounded to a third of a pixel. */
const PHASES = 3

type Placed = { glyph: opentype.Glyph; x: number }

/**
 * Glyphs by character and kerning by pair (the two glyphs' indexes in one number), per face: laying a title out
 * measures it many times while wrapping (about 85 measures a card), so these lookups build no string keys.
 */
const glyphCache = new Map<CardFace, Map<string, opentype.Glyph | null>>()
const kerningCache = new Map<CardFace, Map<number, number>>()

function glyphOf(face: CardFace, char: string): opentype.Glyph | null {
  let glyphs = glyphCache.get(face)
  if (!glyphs) glyphCache.set(face, (glyphs = new Map()))
  let glyph = glyphs.get(char)
  if (glyph === undefined) {
    const typeface = font(face)
    const index = typeface.charToGlyphIndex(char)
    glyphs.set(char, (glyph = index > 0 ? typeface.glyphs.get(index) : null))
  }
  return glyph
}

/** opentype.js's GPOS reader: `getKerningValue` of the font itself reads the default script only, where DejaVu has no pairs. */
type Positioning = { getKerningTables(script: string): unknown; getKerningValue(tables: unknown, left: number, right: number): number }
const latinKerning = new Map<CardFace, unknown>()

function kerning(face: CardFace, left: opentype.Glyph, right: opentype.Glyph): number {
  let pairs = kerningCache.get(face)
  if (!pairs) kerningCache.set(face, (pairs = new Map()))
  // a font has at most 65,536 glyphs
  const key = left.index * 0x10000 + right.index
  let value = pairs.get(key)
  if (value === undefined) {
    const position = (font(face) as unknown as { position: Positioning }).position
    if (!latinKerning.has(face)) latinKerning.set(face, position.getKerningTables('latn'))
    const tables = latinKerning.get(face)
    pairs.set(key, (value = tables ? position.getKerningValue(tables, left.index, right.index) : font(face).getKerningValue(left, right)))
  }
  return value
}

/**
 * The glyphs of a run, in order: characters the font has no glyph for (an emoji) are left out, and so is the space
 * they leave (and a space at the start or after another).
 */
function runGlyphs(run: Pick<TextRun, 'text' | 'face'>): opentype.Glyph[] {
  const all = Array.from(run.text.replace(/\s+/g, ' '), (char) => glyphOf(run.face, char))
  return all.filter((glyph, i): glyph is opentype.Glyph => glyph !== null && !spaceLeftOut(glyph, all[i - 1]))
}

/** Whether `glyph` is a space a run leaves out: at its start, after another or after a character the font lacks (null). */
const spaceLeftOut = (glyph: opentype.Glyph, before: opentype.Glyph | null | undefined) =>
  glyph.unicode === 32 && (before === undefined || before === null || before.unicode === 32)

/** Each glyph of a run and where its pen starts (advance widths and the font's kerning, no ligatures). */
export function layout(run: Pick<TextRun, 'text' | 'size' | 'face' | 'letterSpacing'>): { placed: Placed[]; width: number } {
  const scale = run.size / font(run.face).unitsPerEm
  const glyphs = runGlyphs(run)
  const placed: Placed[] = []
  let x = 0
  glyphs.forEach((glyph, i) => {
    if (i > 0) x += kerning(run.face, glyphs[i - 1]!, glyph) * scale + (run.letterSpacing ?? 0)
    placed.push({ glyph, x })
    x += (glyph.advanceWidth ?? 0) * scale
  })
  return { placed, width: x }
}

/**
 * A run's width in pixels, as `paintRuns` draws it: layout's sums in the same order (so the same number), without
 * making the lists of glyphs and places (the wrapping of a card's title and subtitle measures about 85 runs).
 */
export const measureText: MeasureText = (text, size, face, letterSpacing) => {
  const scale = size / font(face).unitsPerEm
  let x = 0
  /** The glyph before, in runGlyphs' `all` (null: none in the font), and the last one kept */
  let before: opentype.Glyph | null | undefined
  let kept: opentype.Glyph | undefined
  for (const char of text.replace(/\s+/g, ' ')) {
    const glyph = glyphOf(face, char)
    const previous = before
    before = glyph
    if (glyph === null || spaceLeftOut(glyph, previous)) continue
    if (kept) x += kerning(face, kept, glyph) * scale + (letterSpacing ?? 0)
    x += (glyph.advanceWidth ?? 0) * scale
    kept = glyph
  }
  return x
}

/** A glyph's coverage: `alpha` is width x height, its top-left corner (left, top) from the pen on the baseline; `key` names it (face, size, glyph, phase). */
export type Mask = { key: string; left: number; top: number; width: number; height: number; alpha: Uint8Array }
/**
 * Masks by face and size (`maskSet`), each set by glyph index and phase (`maskId`): a card places about 90 glyphs,
 * found by a number each rather than by a string made for every one.
 */
const masks = new Map<string, Map<number, Mask>>()
function maskSet(face: CardFace, size: number): Map<number, Mask> {
  const name = `${face}/${size}`
  let set = masks.get(name)
  if (!set) masks.set(name, (set = new Map()))
  return set
}
const maskId = (index: number, phase: number) => index * PHASES + phase

type MissingMask = { set: Map<number, Mask>; id: number; key: string; glyph: opentype.Glyph; size: number; offset: number }

/** Rasterises the glyphs not yet in their mask sets, all in one SVG (one sharp call), stacked one per row. */
async function rasterise(missing: MissingMask[]): Promise<void> {
  if (!missing.length) return
  let y = 0
  const rows = missing.map(({ glyph, size, offset }) => {
    const path = glyph.getPath(offset, 0, size)
    if (!path.commands.length) return { path: '', left: 0, top: 0, width: 0, height: 0, y }
    const box = path.getBoundingBox()
    const left = Math.floor(box.x1)
    const top = Math.floor(box.y1)
    const width = Math.max(1, Math.ceil(box.x2) - left + 1)
    const height = Math.max(1, Math.ceil(box.y2) - top + 1)
    const row = { path: path.toPathData(3), left, top, width, height, y }
    y += height + 1
    return row
  })
  const sheetWidth = Math.max(1, ...rows.map((row) => row.width))
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${Math.max(1, y)}">`,
    ...rows.map((row) => (row.path ? `<path transform="translate(${-row.left} ${row.y - row.top})" d="${row.path}"/>` : '')),
    '</svg>',
  ].join('')
  const { default: sharp } = await import('sharp')
  const sheet = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer()
  rows.forEach((row, i) => {
    const alpha = new Uint8Array(row.width * row.height)
    for (let r = 0; r < row.height; r++) alpha.set(sheet.subarray((row.y + r) * sheetWidth, (row.y + r) * sheetWidth + row.width), r * row.width)
    const { set, id, key } = missing[i]!
    set.set(id, { key, left: row.left, top: row.top, width: row.width, height: row.height, alpha })
  })
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number]

/** A glyph placed on a card: its coverage, its top-left pixel and its colour. */
export type PlacedGlyph = { mask: Mask; x: number; top: number; color: [number, number, number] }

/** Lays the runs out into glyphs on the card's pixel grid, rasterising the glyphs not yet rasterised. */
export async function placeGlyphs(runs: TextRun[]): Promise<PlacedGlyph[]> {
  const jobs = runs.map((run) => {
    const { placed, width: runWidth } = layout(run)
    const start = run.anchor === 'end' ? run.x - runWidth : run.x
    const glyphs = placed.map(({ glyph, x }) => {
      const pen = start + x
      const whole = Math.floor(pen)
      let phase = Math.round((pen - whole) * PHASES)
      const column = phase === PHASES ? whole + 1 : whole
      if (phase === PHASES) phase = 0
      return { glyph, column, phase, id: maskId(glyph.index, phase) }
    })
    return { run, set: maskSet(run.face, run.size), glyphs }
  })
  const missing = new Map<string, MissingMask>()
  for (const { run, set, glyphs } of jobs)
    for (const { glyph, phase, id } of glyphs) {
      if (set.has(id)) continue
      const key = `${run.face}/${run.size}/${glyph.index}/${phase}`
      if (!missing.has(key)) missing.set(key, { set, id, key, glyph, size: run.size, offset: phase / PHASES })
    }
  await rasterise([...missing.values()])
  const out: PlacedGlyph[] = []
  for (const { run, set, glyphs } of jobs) {
    const color = rgb(run.color)
    for (const { column, id } of glyphs) {
      const mask = set.get(id)!
      out.push({ mask, x: column + mask.left, top: run.y + mask.top, color })
    }
  }
  return out
}

/**
 * A channel of a pixel `under` with a glyph's colour `over` blended on it at coverage `alpha` (0-255), rounded:
 * (v + 127) / 255 rounded down, in integers ((x + (x >> 8) + 1) >> 8 equals floor(x / 255) for x < 65535).
 */
export function blendChannel(under: number, over: number, alpha: number): number {
  const v = under * (255 - alpha) + over * alpha + 127
  return (v + (v >> 8) + 1) >> 8
}

/** An RGB image `width` pixels wide whose rows are `stride` bytes each, its pixels from byte `offset` of the row (a PNG row's filter byte comes first). */
export type GlyphTarget = { pixels: Buffer; width: number; stride: number; offset: number }

/**
 * Blends one glyph's coverage into the target in its colour, over what is there; what falls outside the image is
 * left out. Adds how the bytes changed to `changes`, from which the image's checksum follows without reading it
 * again (rgb-png.ts `adler32Changed`).
 */
export function blendGlyph(target: GlyphTarget, glyph: PlacedGlyph, changes: ByteChanges): void {
  const { pixels, width, stride, offset } = target
  const height = Math.floor(pixels.length / stride)
  const { mask, x, top, color } = glyph
  const r = color[0]
  const g = color[1]
  const b = color[2]
  const { alpha, width: maskWidth, height: maskHeight } = mask
  const fromX = Math.max(0, -x)
  const toX = Math.min(maskWidth, width - x)
  const fromY = Math.max(0, -top)
  const toY = Math.min(maskHeight, height - top)
  let sum = 0
  let weighted = 0
  for (let my = fromY; my < toY; my++) {
    let at = (top + my) * stride + offset + (x + fromX) * 3
    for (let mx = fromX, from = my * maskWidth + fromX; mx < toX; mx++, from++, at += 3) {
      const a = alpha[from]!
      if (a === 0) continue
      const r0 = pixels[at]!
      const g0 = pixels[at + 1]!
      const b0 = pixels[at + 2]!
      const r1 = blendChannel(r0, r, a)
      const g1 = blendChannel(g0, g, a)
      const b1 = blendChannel(b0, b, a)
      pixels[at] = r1
      pixels[at + 1] = g1
      pixels[at + 2] = b1
      sum += r1 - r0 + g1 - g0 + b1 - b0
      weighted += at * (r1 - r0) + (at + 1) * (g1 - g0) + (at + 2) * (b1 - b0)
    }
  }
  changes.sum += sum
  changes.weighted += weighted
}

/**
 * Paints glyphs onto the target, each blended in its colour in the glyphs' order (blendGlyph). Returns how the
 * bytes changed: the sum of the changes and the sum of each change times its byte's index.
 */
export function paintGlyphs(target: GlyphTarget, glyphs: PlacedGlyph[]): ByteChanges {
  const changes = { sum: 0, weighted: 0 }
  for (const glyph of glyphs) blendGlyph(target, glyph, changes)
  return changes
}

/** Paints the runs onto `pixels`, a whole RGB image `width` pixels wide. */
export async function paintRuns(pixels: Buffer, width: number, runs: TextRun[]): Promise<void> {
  paintGlyphs({ pixels, width, stride: width * 3, offset: 0 }, await placeGlyphs(runs))
}
