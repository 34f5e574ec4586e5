import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import { CARD_SIZE, cardDrawing } from '../../lib/social-card'
import { measureText, paintRuns } from './card-font'
import { pngSize } from '../../lib/images/png'
import { cardFile, cardKey, paintCard, placeCard, pruneCardCache } from './social-cards'

/** The card's bytes and whether it was painted now. */
async function cardPng(drawing: ReturnType<typeof cardDrawing>, cacheDir: string) {
  const { file, drawn } = await cardFile(drawing, cacheDir)
  return { png: fs.readFileSync(file), drawn }
}

const brand = { mark: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#F5B700"/></svg>', siteName: 'Kilele Technologies', host: 'kilele.example' }
const drawingOf = (title: string) => cardDrawing({ title, label: 'Cloud', alt: title }, brand, measureText)

describe('social card cache', () => {
  let cacheDir: string
  beforeEach(() => void (cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'))))
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }))

  it('draws a 1200x630 PNG once, then reuses the cached file', async () => {
    const first = await cardPng(drawingOf('Backing up a small office'), cacheDir)
    expect(first.drawn).toBe(true)
    expect(pngSize(first.png)).toEqual(CARD_SIZE)
    const cached = path.join(cacheDir, `${cardKey(drawingOf('Backing up a small office'))}.png`)
    const mtime = fs.statSync(cached).mtimeMs
    const second = await cardPng(drawingOf('Backing up a small office'), cacheDir)
    expect(second.drawn).toBe(false)
    expect(second.png.equals(first.png)).toBe(true)
    expect(fs.statSync(cached).mtimeMs).toBe(mtime)
  })

  it('draws again when the title changes', async () => {
    await cardPng(drawingOf('Backing up a small office'), cacheDir)
    const changed = await cardPng(drawingOf('Backing up a large office'), cacheDir)
    expect(changed.drawn).toBe(true)
    expect(fs.readdirSync(cacheDir)).toHaveLength(2)
  })

  it('replaces a corrupt cached file instead of serving it', async () => {
    const drawing = drawingOf('Backing up a small office')
    const good = await cardPng(drawing, cacheDir)
    const file = path.join(cacheDir, `${cardKey(drawing)}.png`)
    fs.writeFileSync(file, good.png.subarray(0, good.png.length - 100)) // cut short, as by a killed build
    const again = await cardPng(drawing, cacheDir)
    expect(again.drawn).toBe(true)
    expect(fs.readFileSync(file).equals(again.png)).toBe(true)
    fs.writeFileSync(file, 'not a png')
    expect((await cardPng(drawing, cacheDir)).drawn).toBe(true)
  })

  it('writes a new card under its name, and over a file already there (not a whole card) through a partial file renamed', async () => {
    const renamed = vi.spyOn(fs, 'renameSync')
    try {
      const made = await cardFile(drawingOf('Backing up a small office'), cacheDir)
      expect(renamed).not.toHaveBeenCalled()
      // as a build stopped while writing it, or another build writing it now, leaves it
      const other = drawingOf('Backing up a large office')
      fs.writeFileSync(path.join(cacheDir, `${cardKey(other)}.png`), 'half a card')
      const over = await cardFile(other, cacheDir)
      expect(renamed).toHaveBeenCalledOnce()
      expect(renamed.mock.calls[0]![1]).toBe(over.file)
      expect([made.drawn, over.drawn]).toEqual([true, true])
      expect(fs.readFileSync(over.file).subarray(1, 4).toString()).toBe('PNG')
      expect(fs.readdirSync(cacheDir).sort()).toEqual([path.basename(made.file), path.basename(over.file)].sort())
    } finally {
      renamed.mockRestore()
    }
  })

  it('paints the title in white and the label in the accent colour, and stays under 300 KB', async () => {
    const { png } = await cardPng(drawingOf('Backing up a small office in Nakuru, Kisumu and Eldoret before the rains'), cacheDir)
    expect(png.length).toBeLessThan(300_000)
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    const colours = (x0: number, y0: number, x1: number, y1: number) => {
      const seen = new Set<string>()
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const at = (y * info.width + x) * info.channels
          seen.add(`${data[at]},${data[at + 1]},${data[at + 2]}`)
        }
      return seen
    }
    // the label's band (y 110-145) holds the accent colour, the title's lines pure white; the right-hand corner below the mark has neither
    expect(colours(80, 110, 400, 145).has('245,183,0')).toBe(true)
    expect(colours(80, 200, 780, 480).has('255,255,255')).toBe(true)
    const corner = colours(860, 300, 1120, 500)
    expect(corner.has('255,255,255') || corner.has('245,183,0')).toBe(false)
  })

  it('places a card in the site as a link to the cached file', async () => {
    const { file } = await cardFile(drawingOf('Backing up a small office'), cacheDir)
    const target = path.join(cacheDir, 'site', 'card.png')
    fs.mkdirSync(path.dirname(target), { recursive: true })
    placeCard(file, target)
    expect(fs.readFileSync(target).equals(fs.readFileSync(file))).toBe(true)
    expect(fs.statSync(target).ino).toBe(fs.statSync(file).ino)
    // painted again, the card is a new file: the one the site links to is never written over
    fs.rmSync(file)
    const again = await cardFile(drawingOf('Backing up a small office'), cacheDir)
    expect(again.drawn).toBe(true)
    expect(fs.readFileSync(target).equals(fs.readFileSync(again.file))).toBe(true)
    // placed where a card already is, the new one takes its place
    const other = await cardFile(drawingOf('Backing up a large office'), cacheDir)
    placeCard(other.file, target)
    expect(fs.statSync(target).ino).toBe(fs.statSync(other.file).ino)
  })

  it('paints band by band the pixels of the whole card painted at once, also with bands an earlier card painted', async () => {
    // cards with the same label and footer take those bands as the first painted them; the same words a few rows
    // lower fall in the same bands at other heights
    const first = drawingOf('Backing up a small office in Nakuru')
    const lower = { ...first, runs: first.runs.map((run) => ({ ...run, y: run.y + 5 })) }
    const drawings = [first, drawingOf('Keeping a clinic online in Kisumu and Eldoret'), lower]
    for (const drawing of drawings) {
      const whole = await sharp(Buffer.from(drawing.background)).flatten().removeAlpha().raw().toBuffer()
      await paintRuns(whole, CARD_SIZE.width, drawing.runs)
      const { data } = await sharp(await paintCard(drawing)).raw().toBuffer({ resolveWithObject: true })
      expect(data.equals(whole)).toBe(true)
    }
  })
})

describe('pruning the card cache', () => {
  let cacheDir: string
  beforeEach(() => void (cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'))))
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }))

  const DAY = 24 * 60 * 60 * 1000
  /** A cached file last written `daysAgo` days ago. */
  const cached = (name: string, daysAgo: number) => {
    const file = path.join(cacheDir, name)
    fs.writeFileSync(file, name)
    const when = new Date(Date.now() - daysAgo * DAY)
    fs.utimesSync(file, when, when)
    return file
  }
  const left = () => fs.readdirSync(cacheDir).filter((name) => name !== 'last-build-cards.json').sort()

  it('keeps the cards of this build and of the one before, and what is linked into a site or recent', () => {
    const [a, b, c] = ['a.png', 'b.png', 'c.png'].map((name) => cached(name, 10))
    cached('d.png', 10)
    cached('stopped.png.123.4.tmp', 10)
    cached('fresh.png', 0.5)
    const linked = cached('linked.png', 10)
    fs.mkdirSync(path.join(cacheDir, 'site'))
    fs.linkSync(linked, path.join(cacheDir, 'site/card.png'))
    // the first build used a and b: c, d and the partial file of a stopped build go
    expect(pruneCardCache([a!, b!], cacheDir)).toBe(3)
    expect(left()).toEqual(['a.png', 'b.png', 'fresh.png', 'linked.png', 'site'])
    // the next one uses only b: a stays, as the last build's
    expect(pruneCardCache([b!], cacheDir)).toBe(0)
    expect(left()).toEqual(['a.png', 'b.png', 'fresh.png', 'linked.png', 'site'])
    // and the one after, only c (drawn again): a, used two builds ago, goes
    cached('c.png', 0)
    expect(pruneCardCache([c!], cacheDir)).toBe(1)
    expect(left()).toEqual(['b.png', 'c.png', 'fresh.png', 'linked.png', 'site'])
  })

  it('takes a damaged record of the last build as none, and starts a folder that is not there', () => {
    fs.writeFileSync(path.join(cacheDir, 'last-build-cards.json'), '{"not": "a list"}')
    cached('old.png', 10)
    expect(pruneCardCache([], cacheDir)).toBe(1)
    expect(pruneCardCache([], path.join(cacheDir, 'new'))).toBe(0)
    expect(fs.existsSync(path.join(cacheDir, 'new/last-build-cards.json'))).toBe(true)
  })
})
