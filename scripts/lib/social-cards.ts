/**
 * Paints a social card (lib/social-card.ts `cardDrawing`) into a PNG, once per card: the brand's background is
 * drawn and deflated once by sharp and zlib, and each card's text painted on copies of the bands of rows it touches
 * (scripts/lib/card-font.ts), encoded by scripts/lib/rgb-png.ts. The PNG is kept in a cache folder under a key made of the generator's version and the
 * drawing itself (words, places, brand), so a later build reuses it until a word of the card or the drawing
 * changes. A cached file that is not a whole PNG of the card's size (a build killed mid-write, a damaged disk) is
 * drawn again, never served.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { CARD_SIZE, CARD_VERSION, type CardDrawing } from '../../lib/social-card'
import { placeGlyphs, type PlacedGlyph } from './card-font'
import { GlyphStamps, plainRows } from './glyph-stamps'
import { PNG_END, pngSize } from '../../lib/images/png'
import { writeInFolder } from './write-in-folder'
import { adler32Changed, bandBytes, bandsChecksum, deflateBand, deflatedBands, encodePngBands, toPngRows, type DeflatedBand, type DeflatedBands } from './rgb-png'

/**
 * The card cache: in .cache/ (git ignores it), which the CI workflows save and restore with the build cache, so a
 * pull request's build draws only its new cards (`npm ci` empties node_modules/, where it was before).
 */
export const DEFAULT_CARD_CACHE = path.resolve('.cache/cards')

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

/** Whether `name` is a card's file name in the cache (`<cardKey>.png`, as cardFile names it): nothing else is. */
export const isCardFileName = (name: string) => /^[0-9a-f]{32}\.png$/.test(name)

/**
 * Rows a band of a card holds: the runs of bands its text touches are deflated, one zlib call a run, the others are
 * the background's. Painting the 1,034 cards of the 1,000-post copy one after the other (`paintCard` alone): bands of
 * 32 rows 2.3 s of CPU, 16 rows 2.2 s, 8 rows 2.1 s but each card 1 KB larger. A call a band instead of a run took
 * 2.7 s at 32 rows, and more with smaller bands: each call starts a zlib stream, whose first row has no row above it
 * to match, and costs about as much as 20 KB it deflates. Of 248 rows deflated a card in bands of 32, 179 had ink.
 */
const BAND_ROWS = 16
/** zlib's level for every band: level 6 made a card 25% smaller at four times the CPU. */
const LEVEL = 2

/**
 * A background drawn once a build (every card of a brand shares it), deflated band by band, and the runs of bands
 * painted for earlier cards by what was painted on them: the label's and the footer's recur card after card. Its
 * rows are each one colour where the words go, so glyphs are painted on it as stamps (glyph-stamps.ts).
 */
type Background = { image: DeflatedBands; painted: Map<string, DeflatedBand>; stamps: GlyphStamps }
/** Painted runs kept per background, the least recently used dropped first. */
const PAINTED_RUNS = 512

const backgrounds = new Map<string, Promise<Background>>()
function background(svg: string): Promise<Background> {
  let drawn = backgrounds.get(svg)
  if (!drawn) {
    const { width, height } = CARD_SIZE
    // sharp is loaded with the first background, not with the build's script (a build whose cards are all in the cache draws none)
    drawn = import('sharp')
      .then(({ default: sharp }) => sharp(Buffer.from(svg)).flatten().removeAlpha().raw().toBuffer())
      .then((rgb) => {
        const rows = toPngRows(rgb, width, height)
        const stride = 1 + width * 3
        const stamps = new GlyphStamps(plainRows({ pixels: rows, width, stride, offset: 1 }, height), stride)
        return { image: deflatedBands(rows, width, height, BAND_ROWS, LEVEL), painted: new Map(), stamps }
      })
    backgrounds.set(svg, drawn)
  }
  return drawn
}

/** Consecutive bands of rows a card's words touch, `first` to `last`, and the glyphs in them, with their tops from `first`'s first row. */
type Run = { first: number; last: number; glyphs: PlacedGlyph[] }

/** The runs of bands the glyphs touch: bands next to each other are one run, deflated in one call. */
function runsOfBands(glyphs: PlacedGlyph[], bandCount: number): Run[] {
  const spans = glyphs.map((glyph) => ({
    glyph,
    first: Math.max(0, Math.floor(glyph.top / BAND_ROWS)),
    last: Math.min(bandCount - 1, Math.floor((glyph.top + glyph.mask.height - 1) / BAND_ROWS)),
  }))
  const runs: Run[] = []
  for (const { first, last } of [...spans].filter((span) => span.first <= span.last).sort((x, y) => x.first - y.first)) {
    const run = runs.at(-1)
    if (run && first <= run.last + 1) run.last = Math.max(run.last, last)
    else runs.push({ first, last, glyphs: [] })
  }
  // in the order they were placed, so glyphs that overlap are painted as the whole card would paint them
  for (const { glyph, first, last } of spans) {
    const run = runs.find((candidate) => candidate.first <= first && last <= candidate.last)
    run?.glyphs.push({ ...glyph, top: glyph.top - run.first * BAND_ROWS })
  }
  return runs
}

/** The buffer a run of bands is painted in, painted again instead of allocated. */
let canvas = Buffer.alloc(0)

/**
 * Paints a card into a PNG: each run of bands its text touches is copied from the background, painted and deflated
 * (or taken as an earlier card painted it), the other bands are the background's own deflated bytes (rgb-png.ts
 * `encodePngBands`). Full colour at zlib level 2: about 76 KB (the background a vertical gradient), well under WhatsApp's 300 KB, in about 2 ms of CPU
 * (a 256-colour palette made 46 KB, but quantising took 110 ms a card).
 */
export async function paintCard(drawing: CardDrawing): Promise<Buffer> {
  const glyphs = await placeGlyphs(drawing.runs)
  const { image, painted, stamps } = await background(drawing.background)
  // from here on nothing waits, so one canvas serves every card
  const replaced: DeflatedBand[] = []
  for (const { first, last, glyphs: inRun } of runsOfBands(glyphs, image.bands.length)) {
    const key = `${first}-${last}|${inRun.map(({ mask, x, top, color }) => `${mask.key}@${x},${top},${color.join(',')}`).join('|')}`
    let deflated = painted.get(key)
    if (deflated) painted.delete(key)
    else {
      const start = bandBytes(image, first).start
      const end = bandBytes(image, last).end
      if (canvas.length < end - start) canvas = Buffer.allocUnsafe(end - start)
      const rows = canvas.subarray(0, end - start)
      image.rows.copy(rows, 0, start, end)
      const changes = stamps.paint({ pixels: rows, width: image.width, stride: 1 + image.width * 3, offset: 1 }, first * BAND_ROWS, inRun)
      deflated = deflateBand(rows, LEVEL, adler32Changed(bandsChecksum(image, first, last).adler, rows.length, changes))
    }
    painted.set(key, deflated)
    if (painted.size > PAINTED_RUNS) painted.delete(painted.keys().next().value!)
    replaced[first] = deflated
  }
  return encodePngBands(image, replaced)
}

/** A card's file in the cache by its name (`<key>.png`, as cardFile names it), when a whole card is there. */
export function cachedCard(name: string, cacheDir = DEFAULT_CARD_CACHE): string | undefined {
  if (!isCardFileName(name)) return undefined
  const file = path.join(cacheDir, name)
  return isWholeCard(file) ? file : undefined
}

/** Numbers the partial files of one process: two cards with the same drawing may be written at once. */
let partials = 0

/**
 * The file of the card's PNG in the cache, painted now unless a whole one is there (`drawn` says which). The
 * build links it into the site rather than copying it: a later build that changes the card writes a new file.
 * Written synchronously: on libuv's threads each file took hand-overs between threads that cost more CPU than the
 * writing (the same with the prerender's pages, scripts/prerender-worker.mjs).
 * A card is written under its name when no file has it: one call (a card a call of 0.2-0.4 ms on this VM). Where a
 * file is there (a card cut short by a stopped build, which is not whole, or one another build is writing at that
 * moment), the card goes to a partial file of this process's own, renamed over it, so that no reader meets part of a card.
 */
export async function cardFile(drawing: CardDrawing, cacheDir = DEFAULT_CARD_CACHE): Promise<{ file: string; drawn: boolean }> {
  const file = path.join(cacheDir, `${cardKey(drawing)}.png`)
  if (isWholeCard(file)) return { file, drawn: false }
  const png = await paintCard(drawing)
  try {
    writeInFolder(file, png, 'wx')
    return { file, drawn: true }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const partial = `${file}.${process.pid}.${++partials}.tmp`
  writeInFolder(partial, png)
  fs.renameSync(partial, file)
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

/** The card files the last build used, by name, in the cache folder: kept one more build (a branch switched back). */
const LAST_BUILD_CARDS = 'last-build-cards.json'

/** A card no build used for this long may go: time enough for a build of another branch beside this one to link it. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * Removes the cached cards that neither this build (`used`, its card files) nor the one before used, so the cache,
 * which CI saves and restores, does not grow with every card ever drawn; and the partial files of builds that were
 * stopped. A file stays while it is linked into a built site (more than one link) or is younger than a day (another
 * build may be about to link it). Returns how many files went.
 */
export function pruneCardCache(used: string[], cacheDir = DEFAULT_CARD_CACHE, now = Date.now()): number {
  const names = [...new Set(used.map((file) => path.basename(file)))].sort()
  const keep = new Set([...names, ...lastBuildCards(cacheDir)])
  let removed = 0
  for (const name of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
    if (!/\.(png|tmp)$/.test(name) || keep.has(name)) continue
    const file = path.join(cacheDir, name)
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat?.isFile() || stat.nlink > 1 || now - stat.mtimeMs < PRUNE_AFTER_MS) continue
    fs.rmSync(file, { force: true })
    removed++
  }
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(path.join(cacheDir, LAST_BUILD_CARDS), JSON.stringify(names))
  return removed
}

function lastBuildCards(cacheDir: string): string[] {
  try {
    const names: unknown = JSON.parse(fs.readFileSync(path.join(cacheDir, LAST_BUILD_CARDS), 'utf8'))
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : []
  } catch {
    return []
  }
}
