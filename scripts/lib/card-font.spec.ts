import { describe, expect, it } from 'vitest'
import { layout, measureText, paintRuns } from './card-font'

describe('card text painting', () => {
  it('measures with the font: kerning, letter spacing, and nothing for characters it lacks', () => {
    expect(measureText('AV', 68, 'bold')).toBeLessThan(measureText('A', 68, 'bold') + measureText('V', 68, 'bold'))
    expect(measureText('WWW', 26, 'bold', 3)).toBeCloseTo(measureText('WWW', 26, 'bold') + 6, 5)
    expect(measureText('a🚀b', 32, 'regular')).toBe(measureText('ab', 32, 'regular'))
    expect(measureText('a 🚀 b', 32, 'regular')).toBe(measureText('a b', 32, 'regular'))
    expect(measureText('Kilele', 30, 'bold')).toBeGreaterThan(measureText('Kilele', 30, 'regular'))
  })

  it('measures a run exactly as wide as it is laid out to be painted', () => {
    const runs = ['Kilele Technologies', 'AVATAR Wave Tyre', '  leading  and   trailing  ', 'tab\tand\nnewline', 'a🚀b', '🚀 first', 'last 🚀', 'a 🚀 🚀 b', 'Habari, Kenya!', '']
    for (const text of runs) {
      for (const [size, face, letterSpacing] of [[68, 'bold', undefined], [32, 'regular', undefined], [26, 'bold', 3]] as const) {
        expect(measureText(text, size, face, letterSpacing), `${JSON.stringify(text)} ${size} ${face}`).toBe(layout({ text, size, face, letterSpacing }).width)
      }
    }
  })

  it('paints a run where it was measured, in its colour, and an end-anchored run up to its x', async () => {
    const width = 600
    const pixels = Buffer.alloc(width * 100 * 3)
    const text = 'Habari Kenya'
    await paintRuns(pixels, width, [
      { text, x: 20, y: 40, size: 30, face: 'bold', color: '#F5B700' },
      { text, x: 580, y: 90, size: 20, face: 'regular', color: '#FFFFFF', anchor: 'end' },
    ])
    const inked = (y0: number, y1: number) => {
      const xs: number[] = []
      const colours = new Set<string>()
      for (let y = y0; y < y1; y++)
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 3
          if (pixels[at]! + pixels[at + 1]! + pixels[at + 2]! === 0) continue
          xs.push(x)
          colours.add(pixels.subarray(at, at + 3).join(','))
        }
      return { left: Math.min(...xs), right: Math.max(...xs), colours }
    }
    const first = inked(0, 50)
    expect(first.left).toBeGreaterThanOrEqual(20)
    expect(first.left).toBeLessThan(26)
    expect(Math.abs(first.right - (20 + measureText(text, 30, 'bold')))).toBeLessThan(6)
    expect(first.colours.has('245,183,0')).toBe(true)
    const second = inked(60, 100)
    expect(second.right).toBeLessThanOrEqual(580)
    expect(second.right).toBeGreaterThan(574)
    expect(second.colours.has('255,255,255')).toBe(true)
  })
})
