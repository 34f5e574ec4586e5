import { describe, expect, it } from 'vitest'
import { contrastRatio } from '#/lib/contrast'
import { palettes, type ColorToken } from './theme'

const hex = (value: string) => {
  const n = parseInt(value.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/** Text on the surfaces it is used on, in every state (hover colours included): WCAG AA, 4.5:1. */
const text: [ColorToken, ColorToken[]][] = [
  ['text', ['surface', 'surfaceAlt', 'surfaceRaised', 'surfaceTint', 'tealTint', 'warningTint']],
  ['muted', ['surface', 'surfaceAlt', 'surfaceRaised']],
  ['navy', ['surface', 'surfaceAlt', 'surfaceRaised', 'surfaceTint']],
  ['primary', ['surface', 'surfaceAlt', 'surfaceRaised', 'surfaceTint', 'tealTint', 'warningTint']],
  ['primaryHover', ['surface', 'surfaceAlt', 'surfaceRaised', 'surfaceTint']],
  ['teal', ['surface', 'surfaceAlt', 'surfaceRaised']],
  ['danger', ['surface', 'surfaceRaised']],
  ['placeholder', ['surfaceRaised']],
  ['surface', ['navy']],
  ['onPrimary', ['primaryFill', 'primaryFillHover']],
  ['accentText', ['accent', 'accentHover']],
  ['onBand', ['band', 'blue', 'navyDeep', 'primaryFill']],
  ['mutedOnDark', ['band', 'blue', 'navyDeep']],
  ['accent', ['band', 'blue', 'navyDeep']],
  ['sky', ['band']],
]

/** Shapes that carry meaning (field borders, icons, focus rings): 3:1 (WCAG 1.4.11). */
const shapes: [ColorToken, ColorToken[]][] = [
  ['fieldBorder', ['surfaceRaised', 'surface']],
  ['focusInner', ['surface', 'surfaceAlt', 'surfaceRaised']],
  ['focus', ['band', 'blue', 'navyDeep']],
  ['success', ['surfaceRaised']],
  ['warning', ['warningTint']],
  ['teal', ['tealTint']],
]

describe.each(Object.entries(palettes))('the %s palette', (_name, palette) => {
  it.each(text)('%s text reaches 4.5:1 on each of its surfaces', (fg, backgrounds) => {
    for (const bg of backgrounds) expect(contrastRatio(hex(palette[fg]), hex(palette[bg])), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
  })
  it.each(shapes)('%s reaches 3:1 on each of its surfaces', (fg, backgrounds) => {
    for (const bg of backgrounds) expect(contrastRatio(hex(palette[fg]), hex(palette[bg])), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3)
  })
})
