import { expect, it } from 'vitest'
import { parseVariant, rasterImagesNamed, variantPath } from './variants'

it('names a variant next to its original, as WebP', () => {
  expect(variantPath('/images/blog/desk.jpg', 400)).toBe('/images/blog/desk-400w.webp')
  expect(variantPath('/images/a.b.PNG', 1600)).toBe('/images/a.b-1600w.webp')
})

it('reads a variant name back, only at the offered widths', () => {
  expect(parseVariant('/images/blog/desk-800w.webp')).toEqual({ stem: '/images/blog/desk', width: 800 })
  expect(parseVariant('/images/blog/desk-801w.webp')).toBeUndefined()
  expect(parseVariant('/images/blog/desk.webp')).toBeUndefined()
})

it('finds every raster image the content names, wherever it names it', () => {
  const content = {
    en: {
      blog: [
        { cover: '/images/blog/cover.jpg', body: 'Text ![A desk](/images/blog/desk.JPG "The desk") and ![x](</images/blog/with space.png>)' },
        { body: '<img src="/images/blog/mdx.webp" alt="" /> and [the PDF](/images/blog/plan.pdf) and ![](/images/blog/caf%C3%A9.jpg?v=2)' },
      ],
      data: { clients: [{ logo: '/images/clients/a.svg' }, { photo: "/images/team/b.avif" }], more: new Map([['k', new Set(['/images/x/y.jpeg'])]]) },
    },
  }
  expect([...rasterImagesNamed(content)].sort()).toEqual(
    ['/images/blog/caf%C3%A9.jpg', '/images/blog/café.jpg', '/images/blog/cover.jpg', '/images/blog/desk.JPG', '/images/blog/mdx.webp', '/images/blog/with space.png', '/images/team/b.avif', '/images/x/y.jpeg'].sort(),
  )
  expect(rasterImagesNamed({ title: 'No pictures, /images/ alone' }).size).toBe(0)
})
