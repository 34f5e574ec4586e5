import { describe, expect, it } from 'vitest'
import { absoluteUrl, categorySlug, routes, withBase, withoutBase } from './permalink'

describe('withBase', () => {
  it.each([
    ['/', '/', '/'],
    ['/blog', '/', '/blog'],
    ['/blog', '/preview/pr-42/', '/preview/pr-42/blog'],
    ['/', '/preview/pr-42/', '/preview/pr-42/'],
    ['/blog?page=2#top', '/preview/', '/preview/blog?page=2#top'],
    ['https://example.com/x', '/preview/', 'https://example.com/x'],
    ['mailto:a@b.c', '/preview/', 'mailto:a@b.c'],
    ['#main', '/preview/', '#main'],
  ])('%s under %s -> %s', (path, base, expected) => {
    expect(withBase(path, base)).toBe(expected)
  })
})

describe('withoutBase', () => {
  it.each([
    ['/preview/pr-42/blog', '/preview/pr-42/', '/blog'],
    ['/preview/pr-42', '/preview/pr-42/', '/'],
    ['/blog', '/', '/blog'],
    ['/previewx/blog', '/preview/', '/previewx/blog'],
  ])('%s under %s -> %s', (path, base, expected) => {
    expect(withoutBase(path, base)).toBe(expected)
  })
})

it('builds nested routes', () => {
  expect(routes.blogPost('hello')).toBe('/blog/hello')
  expect(routes.service('cctv')).toBe('/services/cctv')
})

describe('blog list routes', () => {
  it('keeps page 1 at /blog and numbers the rest', () => {
    expect(routes.blogPage(1)).toBe('/blog')
    expect(routes.blogPage(2)).toBe('/blog/page/2')
  })

  it.each([
    ['Digital Marketing', '/blog/category/digital-marketing'],
    ['Cybersecurity', '/blog/category/cybersecurity'],
  ])('category %s -> %s', (category, route) => {
    expect(routes.blogCategory(category)).toBe(route)
    expect(categorySlug(category)).toBe(route.split('/').pop())
  })
})

describe('absoluteUrl', () => {
  it.each([
    ['/blog/x', '/', 'https://kilele.example/blog/x'],
    ['/', '/', 'https://kilele.example/'],
    ['/rss.xml', '/preview/pr-42/', 'https://kilele.example/preview/pr-42/rss.xml'],
    ['https://other.example/a', '/preview/', 'https://other.example/a'],
  ])('%s under %s -> %s', (path, base, expected) => {
    expect(absoluteUrl(path, 'https://kilele.example', base)).toBe(expected)
  })
})
