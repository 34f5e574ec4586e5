import { describe, expect, it } from 'vitest'
import { routes, withBase, withoutBase } from './permalink'

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
