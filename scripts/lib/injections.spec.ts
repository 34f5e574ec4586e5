import { describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../../lib/cache/disk-cache'
import { tempFolders } from '../../lib/cache/temp-folders'
import { loadInjections, saveInjections } from './injections'
import type { Injection } from './prerender'

const folder = tempFolders('injections-')

describe("what Vike adds to each template's pages, kept between builds", () => {
  const learnt: Record<string, Injection> = {
    '/pages/blog/@slug': { fromEnd: 16, piece: '<script type="module" src="/assets/entries/a.js"></script>', end: '\n  </body>\n</html>' },
    '/pages/index': false,
  }

  it('gives the next build what this one learnt', async () => {
    const cache = diskCache('page-injections', folder())
    expect(loadInjections(cache)).toEqual({})
    saveInjections(cache, learnt)
    await cacheWritesDone()
    expect(loadInjections(cache)).toEqual(learnt)
  })

  it('writes nothing when it learnt nothing new', async () => {
    const cache = diskCache('page-injections', folder())
    const writes: string[] = []
    saveInjections({ ...cache, set: (key, value) => void writes.push(value) }, learnt, { ...learnt })
    expect(writes).toEqual([])
    saveInjections({ ...cache, set: (key, value) => void writes.push(value) }, learnt, { '/pages/index': false })
    expect(writes).toHaveLength(1)
  })

  it('trusts no entry that is not every time an injection', async () => {
    const cache = diskCache('page-injections', folder())
    for (const kept of ['not json', '[]', '{"/pages/index":true}', '{"/pages/index":{"fromEnd":-1,"piece":"","end":""}}', '{"/pages/index":{"fromEnd":1,"piece":2,"end":""}}']) {
      cache.set('injections by page id', kept)
      await cacheWritesDone()
      expect(loadInjections(cache)).toEqual({})
    }
  })
})
