/** The real build (npm test builds it first) has no broken internal link, asset or #anchor. */
import { expect, it } from 'vitest'
import { basePath } from '#/lib/build/base-path'
import { checkLinks } from '#/scripts/lib/link-check'
import { DIST } from './support/html'

it('finds no broken link in dist/client', () => {
  expect(checkLinks(DIST, basePath(process.env.BASE_PATH))).toEqual([])
})
