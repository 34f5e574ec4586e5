import { describe, expect, it } from 'vitest'
import { defaultLang, editionRoute, localiseHref, splitEdition, translatedLangs, translationOf } from './editions'

const other = translatedLangs[0]!

describe('editions', () => {
  it('puts a route under its language prefix, and reads it back', () => {
    expect(editionRoute('/about', defaultLang)).toBe('/about')
    expect(editionRoute('/about', other)).toBe(`/${other}/about`)
    expect(editionRoute('/', other)).toBe(`/${other}`)
    for (const address of ['/', '/about', `/${other}`, `/${other}/`, `/${other}/services/cctv`]) {
      const { lang, route } = splitEdition(address)
      expect(editionRoute(route, lang).replace(/\/$/, '') || '/').toBe(address.replace(/\/$/, '') || '/')
    }
    expect(splitEdition(`/${other}x/about`)).toEqual({ lang: defaultLang, route: `/${other}x/about` })
  })

  it('localises a link only to a page the edition has, keeping its query and anchor', () => {
    const has = (route: string) => ['/', '/about', '/contact/thanks'].includes(route)
    expect(localiseHref('/about#team', `/${other}`, has)).toBe(`/${other}/about#team`)
    expect(localiseHref('/', `/${other}`, has)).toBe(`/${other}`)
    expect(localiseHref('/events', `/${other}`, has)).toBe('/events')
    expect(localiseHref('https://example.com/about', `/${other}`, has)).toBe('https://example.com/about')
    expect(localiseHref('//cdn.example/about', `/${other}`, has)).toBe('//cdn.example/about')
    expect(localiseHref('/about', '', has)).toBe('/about')
  })

  it('knows a translation by the language before its extension', () => {
    expect(translationOf(`content/services/cctv.${other}.mdx`)).toEqual({ base: 'content/services/cctv.mdx', lang: other })
    expect(translationOf(`pages/home.${other}.yaml`)).toEqual({ base: 'pages/home.yaml', lang: other })
    expect(translationOf('content/services/cctv.mdx')).toBeUndefined()
  })
})
