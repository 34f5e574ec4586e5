import { describe, expect, it } from 'vitest'
import { directRoute, routeTable } from './page-routes'

const table = routeTable([
  '/pages/_error',
  '/pages/index',
  '/pages/about',
  '/pages/blog',
  '/pages/blog/@slug',
  '/pages/blog/post',
  '/pages/blog/page/@page',
  '/pages/blog/category/@category',
  '/pages/blog/category/@category/page/@page',
  '/pages/contact/thanks',
])

describe('directRoute: the page of an address, as Vike routes it', () => {
  it.each([
    ['/', '/pages/index', {}],
    ['/about', '/pages/about', {}],
    ['/blog', '/pages/blog', {}],
    ['/blog/backups', '/pages/blog/@slug', { slug: 'backups' }],
    ['/blog/post', '/pages/blog/post', {}],
    ['/blog/page/2', '/pages/blog/page/@page', { page: '2' }],
    ['/blog/category/cloud/page/3', '/pages/blog/category/@category/page/@page', { category: 'cloud', page: '3' }],
    ['/contact/thanks', '/pages/contact/thanks', {}],
  ])('%s is %s', (url, pageId, routeParams) => {
    expect(directRoute(table, url)).toEqual({ pageId, routeParams, lang: 'en', pathname: url })
  })

  it('routes an address of another language by its address without the prefix, in that language', () => {
    expect(directRoute(table, '/sw/blog/usalama')).toEqual({ pageId: '/pages/blog/@slug', routeParams: { slug: 'usalama' }, lang: 'sw', pathname: '/blog/usalama' })
    expect(directRoute(table, '/sw')).toEqual({ pageId: '/pages/index', routeParams: {}, lang: 'sw', pathname: '/' })
  })

  it('leaves to Vike an address no page has, the error page, and one two pages match alike', () => {
    expect(directRoute(table, '/404')).toBeUndefined()
    expect(directRoute(table, '/blog/a/b/c')).toBeUndefined()
    expect(directRoute(routeTable(['/pages/@a', '/pages/@b']), '/x')).toBeUndefined()
  })
})
