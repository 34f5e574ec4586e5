import * as lucide from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as icons from './icons'
import { memoIcon } from './memo-icon'

const propSets = [{}, { size: 16, 'aria-hidden': 'true' as const }, { size: 24, className: 'x', 'aria-hidden': 'true' as const, focusable: 'false' as const, strokeWidth: 1.75 }]

describe('memoIcon', () => {
  it.each(Object.keys(icons))('%s renders what lucide renders, every time', (name) => {
    const Memo = icons[name as keyof typeof icons] as (props: lucide.LucideProps) => React.ReactElement
    const Glyph = lucide[name as keyof typeof lucide] as lucide.LucideIcon
    for (const props of propSets) {
      const lucides = renderToStaticMarkup(<Glyph {...props} />)
      expect(lucides).toMatch(/^<svg [^>]*class="lucide lucide-/)
      expect(renderToStaticMarkup(<Memo {...props} />)).toBe(lucides)
      // the second time from what the first kept
      expect(renderToStaticMarkup(<Memo {...props} />)).toBe(lucides)
    }
  })

  it('keeps one svg per set of props, and renders an icon given children anew', () => {
    const Memo = memoIcon(lucide.Calendar)
    // what the component returns, called while React renders (lucide reads its context)
    const returned: React.ReactElement[] = []
    const Probe = () => (returned.push(Memo({ size: 16 }), Memo({ size: 16 }), Memo({ size: 18 })), null)
    renderToStaticMarkup(<Probe />)
    expect(returned[0]).toBe(returned[1])
    expect(returned[2]).not.toBe(returned[0])
    const titled = renderToStaticMarkup(<Memo size={16}><title>Date</title></Memo>)
    expect(titled).toContain('<title>Date</title>')
    expect(renderToStaticMarkup(<Memo size={16} />)).not.toContain('<title>')
  })
})
