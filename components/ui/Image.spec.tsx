import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Image, widthVariant } from './Image'

const html = (element: React.ReactElement) => renderToStaticMarkup(element)

describe('Image', () => {
  it('is lazy with its size by default', () => {
    const out = html(<Image src="/images/team/a.svg" alt="A" width={400} height={400} />)
    expect(out).toContain('width="400"')
    expect(out).toContain('height="400"')
    expect(out).toContain('loading="lazy"')
    expect(out).not.toContain('fetchPriority')
    expect(out).not.toContain('srcSet')
  })

  it('loads the LCP image first', () => {
    const out = html(<Image src="/images/hero/1.svg" alt="" width={800} height={600} priority="lcp" />)
    expect(out).toContain('loading="eager"')
    expect(out).toMatch(/fetchPriority="high"/i)
  })

  it('offers a raster image at each of its widths, with sizes', () => {
    const out = html(<Image src="/images/team/a.webp" alt="A" width={800} height={800} widths={[800, 400]} sizes="(min-width: 768px) 25vw, 50vw" />)
    expect(out).toContain('srcSet="/images/team/a-400w.webp 400w, /images/team/a-800w.webp 800w"')
    expect(out).toContain('sizes="(min-width: 768px) 25vw, 50vw"')
  })

  it('refuses a raster image without its widths', () => {
    expect(() => html(<Image src="/images/a.jpg" alt="" width={10} height={10} />)).toThrow(/needs its widths/)
  })

  it('names width variants next to the original', () => {
    expect(widthVariant('/images/a.b.webp', 480)).toBe('/images/a.b-480w.webp')
  })
})
