import { describe, expect, it } from 'vitest'
import { loadContent } from './content/loader'
import { isCurrent, isGroup, mainNavigation } from './navigation'

describe('isCurrent', () => {
  it.each([
    ['/blog', '/blog', false, true],
    ['/blog', '/blog/', false, true],
    ['/blog', '/blog/x', false, false],
    ['/services', '/services/cctv', true, true],
    ['/services', '/servicesx', true, false],
    ['/', '/about', true, false],
    ['/', '/', false, true],
  ])('%s at %s (section %s) -> %s', (href, path, section, expected) => {
    expect(isCurrent(href, path, section)).toBe(expected)
  })
})

const navigation = loadContent().data['strings/interface.yaml'].navigation

it('puts All Services first, then every service', () => {
  const nav = mainNavigation(navigation, { services: [{ title: 'Web Design', slug: 'web-design' }], solutions: [{ title: 'POS', slug: 'pos' }] })
  const services = nav.find((item) => isGroup(item) && item.label === 'Services')
  expect(services && isGroup(services) && services.links.map((l) => l.href)).toEqual(['/services', '/services/web-design'])
})
