/** The real build (npm test builds it first) has no broken internal link, asset or #anchor. */
import { expect, it } from 'vitest'
import { basePath } from '#/lib/base-path'
import { loadEditions } from '#/lib/content/loader'
import { defaultLang } from '#/lib/editions'
import { siteRoutes, translatedAddresses } from '#/lib/content/routes'
import { checkLinks } from '#/scripts/lib/link-check'
import { builtRoutes } from '#/scripts/lib/routes'
import { DIST } from './support/html'

it('finds no broken link in dist/client', async () => {
  expect(await checkLinks(DIST, basePath(process.env.BASE_PATH))).toEqual([])
})

it('builds exactly the routes the content check lets a writer link to', () => {
  const editions = loadEditions({ preview: process.env.CONTENT_PREVIEW === '1' })
  const expected = [...siteRoutes(editions[defaultLang]!), ...translatedAddresses(editions)]
  expect(builtRoutes(DIST)).toEqual(expected.sort())
})
