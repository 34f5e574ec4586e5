import { describe, expect, it } from 'vitest'
import { compoundRuns, keptTogether, MAX_KEPT } from './compound-words'

const kept = (text: string, place: 'heading' | 'text') => compoundRuns(text, place).filter((run) => run.kept).map((run) => run.text)

describe('compoundRuns', () => {
  it('keeps a short-prefixed word together anywhere: M-Pesa, e-mail, SIM-swap', () => {
    expect(compoundRuns('Pay by M-Pesa, or e-mail us.', 'text')).toEqual([
      { text: 'Pay by ', kept: false },
      { text: 'M-Pesa', kept: true },
      { text: ', or ', kept: false },
      { text: 'e-mail', kept: true },
      { text: ' us.', kept: false },
    ])
    expect(kept('SIM-swap fraud and non-public data', 'text')).toEqual(['SIM-swap', 'non-public'])
  })

  it('lets running text break a longer compound at its hyphen, as typesetting does', () => {
    expect(kept('Round-the-clock monitoring for multi-branch shops', 'text')).toEqual([])
  })

  it('keeps every compound of a heading together, up to a phone line', () => {
    expect(kept('Round-the-clock surveillance you can rely on', 'heading')).toEqual(['Round-the-clock'])
    expect(kept('Multi-Branch POS for Two-Week Sprints', 'heading')).toEqual(['Multi-Branch', 'Two-Week'])
    const long = 'software-as-a-service'
    expect(long.length).toBeGreaterThan(MAX_KEPT)
    expect(kept(`Why ${long} pays`, 'heading')).toEqual([])
  })

  it('leaves the text as it was, run by run', () => {
    for (const text of ['', 'No hyphen here', '-leading and trailing-', 'M-Pesa', 'a - b -- c', 'Kisumu–Nairobi', 'ñandú-ñu M-Pesa 2026-11-27']) {
      for (const place of ['heading', 'text'] as const) {
        const runs = compoundRuns(text, place)
        expect(runs.map((run) => run.text).join('')).toBe(text)
        expect(runs.every((run) => run.text.length > 0 || text === '')).toBe(true)
      }
    }
  })

  it('counts characters, not UTF-16 units', () => {
    expect(keptTogether('𝐌-Pesa', 'text')).toBe(true)
  })
})
