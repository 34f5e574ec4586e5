import { describe, expect, it } from 'vitest'
import { cardSvg } from './social-card'

const brand = { mark: '<svg xmlns="http://www.w3.org/2000/svg"/>', siteName: 'Kilele & Co', host: 'kilele.example' }

describe('social card drawing', () => {
  it('escapes the words it draws', () => {
    const svg = cardSvg({ title: 'Tips <script> & "quotes"', label: "O'Brien", alt: 'x' }, brand)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt; &amp;')
    expect(svg).toContain('&quot;quotes&quot;')
    expect(svg).toContain('O&apos;BRIEN')
    expect(svg).toContain('Kilele &amp; Co')
  })

  it('keeps a long title inside four lines', () => {
    const svg = cardSvg({ title: 'word '.repeat(80).trim(), label: 'Cloud', alt: 'x' }, brand)
    expect(svg.match(/<tspan/g)).toHaveLength(4)
    expect(svg).toContain('…</tspan>')
  })

  it('gives a title three lines above a subtitle of at most two', () => {
    const svg = cardSvg({ title: 'word '.repeat(80).trim(), label: 'Cloud', alt: 'x', subtitle: 'more '.repeat(40).trim() }, brand)
    expect(svg.match(/<tspan/g)).toHaveLength(5)
  })
})
