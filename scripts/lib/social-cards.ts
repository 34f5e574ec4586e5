/**
 * Paints a social card (lib/social-card.ts `cardDrawing`) into a PNG, once per card: the brand's background is
 * drawn once by sharp and each card's text painted on a copy (scripts/lib/card-font.ts), encoded by
 * scripts/lib/rgb-png.ts. The PNG is kept in a cache folder under a key made of the generator's version and the
 * drawing itself (words, places, brand), so a later build reuses it until a word of the card or the drawing
 * changes. A cached file that is not a whole PNG of the card's size (a build killed mid-write, a damaged disk) is
 * drawn again, never served.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { CARD_SIZE, CARD_VERSION, type CardDrawing } from '../../lib/social-card'
import { paintGlyphs, placeGlyphs } from './card-font'
import { encodePngRows, PNG_END, pngSize, toPngRows } from './rgb-png'

export const DEFAULT_CARD_CACHE = path.resolve('node_modules/.cache/kilele-cards')

/** A whole PNG (signature, header, end chunk) of the card's size: only its first and last bytes are read. */
function isWholeCard(file: string): boolean {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch {
    return false
  }
  try {
    const { size } = fs.fstatSync(fd)
    if (size < 24 + PNG_END.length) return false
    const head = Buffer.alloc(24)
    const tail = Buffer.alloc(PNG_END.length)
    fs.readSync(fd, head, 0, head.length, 0)
    fs.readSync(fd, tail, 0, tail.length, size - tail.length)
    const declared = pngSize(head)
    return declared?.width === CARD_SIZE.width && declared.height === CARD_SIZE.height && tail.equals(PNG_END)
  } finally {
    fs.closeSync(fd)
  }
}

/** The drawing's key: the generator's version, the background and every line of text with its place and colour. */
export const cardKey = (drawing: CardDrawing) => createHash('sha256').update(`${CARD_VERSION}\n${JSON.stringify(drawing)}`).digest('hex').slice(0, 32)

/** Each background's pixels in a PNG's row layout (scripts/lib/rgb-png.ts), drawn once a build: every card of a brand shares them. */
const backgrounds = new Map<string, Promise<Buffer>>()
function backgroundRows(svg: string): Promise<Buffer> {
  let rows = backgrounds.get(svg)
  if (!rows) {
    const { width, height } = CARD_SIZE
    rows = sharp(Buffer.from(svg)).flatten().removeAlpha().raw().toBuffer().then((rgb) => toPngRows(rgb, width, height))
    backgrounds.set(svg, rows)
  }
  return rows
}

/**
 * The buffer a card is painted in, painted again instead of allocated: a card is 2.3 MB, and a new buffer per card
 * cost the build its page faults and collections.
 */
let canvas = Buffer.alloc(0)

/**
 * Paints a card into a PNG: a copy of its background's rows, its lines of text on them, then one deflate. Full colour
 * at zlib level 2: about 115 KB, well under WhatsApp's 300 KB, in about 3 ms of CPU (level 6 made 85 KB in 11 ms; a
 * 256-colour palette 46 KB, but quantising took 110 ms a card). sharp's encoder took 20% more CPU for the same pixels.
 */
export async function paintCard(drawing: CardDrawing): Promise<Buffer> {
  const { width, height } = CARD_SIZE
  const glyphs = await placeGlyphs(drawing.runs)
  const background = await backgroundRows(drawing.background)
  // from here on nothing waits, so one canvas serves every card
  if (canvas.length !== background.length) canvas = Buffer.allocUnsafe(background.length)
  background.copy(canvas)
  paintGlyphs({ pixels: canvas, width, stride: 1 + width * 3, offset: 1 }, glyphs)
  return encodePngRows(canvas, width, height, 2)
}

/** Numbers the partial files of one process: two cards with the same drawing may be written at once. */
let partials = 0

/**
 * The file of the card's PNG in the cache, painted now unless a whole one is there (`drawn` says which). The
 * build links it into the site rather than copying it: a later build that changes the card writes a new file.
 * Files are written on libuv's threads (creating one costs this VM's disk about a millisecond) while the next
 * card is painted.
 */
export async function cardFile(drawing: CardDrawing, cacheDir = DEFAULT_CARD_CACHE): Promise<{ file: string; drawn: boolean }> {
  const file = path.join(cacheDir, `${cardKey(drawing)}.png`)
  if (isWholeCard(file)) return { file, drawn: false }
  const png = await paintCard(drawing)
  const partial = `${file}.${process.pid}.${++partials}.tmp`
  try {
    await fs.promises.writeFile(partial, png)
  } catch (error) {
    // the cache folder is made by the first card written to it
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await fs.promises.mkdir(cacheDir, { recursive: true })
    await fs.promises.writeFile(partial, png)
  }
  await fs.promises.rename(partial, file)
  return { file, drawn: true }
}

/** Puts the card's file at `target`: a hard link, or a copy where the two folders cannot share a file. */
export function placeCard(file: string, target: string): void {
  // a first build has nothing at `target`, so most cards take one call
  if (linked(file, target)) return
  fs.rmSync(target, { force: true })
  if (!linked(file, target)) fs.copyFileSync(file, target)
}

function linked(file: string, target: string): boolean {
  try {
    fs.linkSync(file, target)
    return true
  } catch {
    return false
  }
}
