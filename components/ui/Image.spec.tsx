import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Image } from './Image'

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

  it('serves a raster image as its WebP copies, with srcset and sizes', () => {
    const out = html(<Image src="/images/team/a.jpg" alt="A" width={800} height={800} sizes="(min-width: 768px) 25vw, 50vw" />)
    expect(out).toContain('src="/images/team/a-800w.webp"')
    expect(out).toContain('srcSet="/images/team/a-400w.webp 400w, /images/team/a-800w.webp 800w, /images/team/a-1200w.webp 1200w, /images/team/a-1600w.webp 1600w"')
    expect(out).toContain('sizes="(min-width: 768px) 25vw, 50vw"')
  })
})
