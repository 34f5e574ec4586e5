import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CARD_SIZE, cardSvg } from '../../lib/social-card'
import { cardKey, cardPng, pngSize } from './social-cards'

const brand = { mark: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#F5B700"/></svg>', siteName: 'Kilele Technologies', host: 'kilele.example' }
const svgOf = (title: string) => cardSvg({ title, label: 'Cloud', alt: title }, brand)

describe('social card cache', () => {
  let cacheDir: string
  beforeEach(() => void (cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'))))
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }))

  it('draws a 1200x630 PNG once, then reuses the cached file', async () => {
    const first = await cardPng(svgOf('Backing up a small office'), cacheDir)
    expect(first.drawn).toBe(true)
    expect(pngSize(first.png)).toEqual(CARD_SIZE)
    const cached = path.join(cacheDir, `${cardKey(svgOf('Backing up a small office'))}.png`)
    const mtime = fs.statSync(cached).mtimeMs
    const second = await cardPng(svgOf('Backing up a small office'), cacheDir)
    expect(second.drawn).toBe(false)
    expect(second.png.equals(first.png)).toBe(true)
    expect(fs.statSync(cached).mtimeMs).toBe(mtime)
  })

  it('draws again when the title changes', async () => {
    await cardPng(svgOf('Backing up a small office'), cacheDir)
    const changed = await cardPng(svgOf('Backing up a large office'), cacheDir)
    expect(changed.drawn).toBe(true)
    expect(fs.readdirSync(cacheDir)).toHaveLength(2)
  })

  it('replaces a corrupt cached file instead of serving it', async () => {
    const svg = svgOf('Backing up a small office')
    const good = await cardPng(svg, cacheDir)
    const file = path.join(cacheDir, `${cardKey(svg)}.png`)
    fs.writeFileSync(file, good.png.subarray(0, good.png.length - 100)) // cut short, as by a killed build
    const again = await cardPng(svg, cacheDir)
    expect(again.drawn).toBe(true)
    expect(fs.readFileSync(file).equals(again.png)).toBe(true)
    fs.writeFileSync(file, 'not a png')
    expect((await cardPng(svg, cacheDir)).drawn).toBe(true)
  })
})
