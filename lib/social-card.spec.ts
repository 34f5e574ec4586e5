import { describe, expect, it } from 'vitest'
import { cardBackgroundSvg, cardDrawing, type MeasureText } from './social-card'

const brand = { mark: '<svg xmlns="http://www.w3.org/2000/svg"/>', siteName: 'Kilele & Co', host: 'kilele.example' }
/** A monospaced font: 0.6 em a character, letter spacing after each. */
const measure: MeasureText = (text, size, _face, spacing = 0) => Array.from(text).length * (size * 0.6 + spacing)

describe('social card layout', () => {
  it('draws the words as they are, and the brand in the footer', () => {
    const drawing = cardDrawing({ title: 'Tips <script> & "quotes"', label: "O'Brien", alt: 'x' }, brand, measure)
    const texts = drawing.runs.map((run) => run.text)
    expect(texts).toEqual(["O'BRIEN", 'Tips <script>', '& "quotes"', 'Kilele & Co', 'kilele.example'])
    expect(drawing.runs.at(-1)).toMatchObject({ anchor: 'end', x: 1120 })
  })

  it('keeps a long title inside four lines of the text column', () => {
    const { runs } = cardDrawing({ title: 'word '.repeat(80).trim(), label: 'Cloud', alt: 'x' }, brand, measure)
    const title = runs.slice(1, -2)
    expect(title).toHaveLength(4)
    expect(title.at(-1)!.text.endsWith('…')).toBe(true)
    for (const run of runs.slice(0, -1)) expect(run.x + measure(run.text, run.size, run.face, run.letterSpacing)).toBeLessThanOrEqual(780)
  })

  it('makes the title smaller rather than cut a word too wide for the column', () => {
    // 19 characters: 775 px at 68 px, 661 px at 58 px, in this font
    const title = 'Telecommunicational gains in Kisumu'
    const { runs } = cardDrawing({ title, label: 'Cloud', alt: 'x' }, brand, measure)
    const lines = runs.slice(1, -2)
    expect(lines.map((run) => run.size)).toEqual(lines.map(() => 58))
    expect(lines.map((run) => run.text).join(' ')).toBe(title)
    expect(lines.map((run) => run.text)).toContain('Telecommunicational')
  })

  it('gives a title three lines above a subtitle of at most two', () => {
    const { runs } = cardDrawing({ title: 'word '.repeat(80).trim(), label: 'Cloud', alt: 'x', subtitle: 'more '.repeat(40).trim() }, brand, measure)
    expect(runs.filter((run) => run.size === 50)).toHaveLength(3)
    expect(runs.filter((run) => run.size === 32)).toHaveLength(2)
  })

  it('keeps the brand mark in the background, text out of it', () => {
    const background = cardBackgroundSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>&amp;</text></svg>')
    expect(background).toContain(`data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>&amp;</text></svg>').toString('base64')}`)
    expect(background).not.toContain('<text')
  })
})
