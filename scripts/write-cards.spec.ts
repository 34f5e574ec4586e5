import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../lib/cache/disk-cache'
import { tempFolders } from '../lib/cache/temp-folders'
import { drawCards, loadKnownCards, saveKnownCards, type CardJob, type KnownCards } from './write-cards'

const folder = tempFolders('kilele-cards-')
const job = (slug: string, title: string): CardJob => ({ route: `/cards/blog/${slug}.png`, text: { title, label: 'Cloud', alt: title } })

describe('cards found by their words', () => {
  it('finds a card it drew before by its words, without laying it out, and draws what it cannot trust', async () => {
    const cacheDir = folder()
    const known: KnownCards = { digests: {}, byDigest: new Map() }
    const [first, second] = await drawCards([job('a', 'Backing up a small office'), job('b', 'Backing up a large office')], cacheDir, known)
    expect([first!.drawn, second!.drawn]).toEqual([true, true])
    const [digestA, digestB] = [known.digests['/cards/blog/a.png']!, known.digests['/cards/blog/b.png']!]
    expect(known.byDigest.get(digestA)).toBe(path.basename(first!.file))
    // what is known is taken as it is: a's words now name b's file (were it laid out, a's own file would be found)
    known.byDigest.set(digestA, path.basename(second!.file))
    expect(await drawCards([job('a', 'Backing up a small office')], cacheDir, known)).toEqual([{ route: '/cards/blog/a.png', file: second!.file, drawn: false }])
    // a name that is not a whole card in the cache, or not a card's name at all, is not trusted: laid out and found
    fs.writeFileSync(second!.file, 'not a card any more')
    known.byDigest.set(digestA, '../../elsewhere.png')
    const again = await drawCards([job('a', 'Backing up a small office'), job('b', 'Backing up a large office')], cacheDir, known)
    expect(again.map((card) => [card.file, card.drawn])).toEqual([[first!.file, false], [second!.file, true]])
    expect(known.byDigest.get(digestA)).toBe(path.basename(first!.file))
    expect(known.byDigest.get(digestB)).toBe(path.basename(second!.file))
  }, 60_000)

  it('keeps only this site’s cards, and never loads a kept entry that is not a card’s file name', async () => {
    const cache = diskCache('card-files', folder())
    const name = `${'a'.repeat(32)}.png`
    saveKnownCards(cache, { digests: { '/cards/blog/a.png': 'x' }, byDigest: new Map([['x', name], ['gone', name]]) })
    await cacheWritesDone()
    expect([...loadKnownCards(cache)]).toEqual([['x', name]])
    cache.set('card files', JSON.stringify({ x: '../../../etc/passwd' }))
    await cacheWritesDone()
    expect(loadKnownCards(cache).size).toBe(0)
  })
})
