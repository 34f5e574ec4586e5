import { describe, expect, it } from 'vitest'
import { postCover, socialImage, wrapTitle } from './post-cover'

const icons = { Cybersecurity: 'shield', Cloud: 'cloud', Technology: 'cpu', 'Digital Marketing': 'megaphone', Development: 'code' } as const

describe('post covers', () => {
  it('wraps a title into lines and cuts a long one with an ellipsis', () => {
    expect(wrapTitle('Backing Up a Small Office in Kisumu', 20)).toEqual(['Backing Up a Small', 'Office in Kisumu'])
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/…$/)
  })

  it("draws a cover from the title and category, or uses the writer's image with its size", () => {
    const drawn = postCover({ slug: 'x', title: 'A title', category: 'Cloud', categoryName: 'Wingu' }, icons)
    expect(drawn).toMatchObject({ kind: 'drawn', icon: 'cloud', lines: ['A title'], category: 'Wingu' })
    const own = postCover({ slug: 'x', title: 'A title', category: 'Cloud', categoryName: 'Cloud', cover: '/images/og-default.png', coverAlt: 'A card' }, icons)
    expect(own).toMatchObject({ kind: 'image', src: '/images/og-default.png', alt: 'A card' })
    expect(own.kind === 'image' && own.width > 0 && own.height > 0).toBe(true)
  })

  it('offers only a raster cover as the social card', () => {
    expect(socialImage({ slug: 'x', title: 't', category: 'Cloud', categoryName: 'Cloud', cover: '/images/a.jpg' })).toBe('/images/a.jpg')
    expect(socialImage({ slug: 'x', title: 't', category: 'Cloud', categoryName: 'Cloud', cover: '/images/a.svg' })).toBeUndefined()
    expect(socialImage({ slug: 'x', title: 't', category: 'Cloud', categoryName: 'Cloud' })).toBeUndefined()
  })
})
