import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { drawCards, type CardJob } from '../write-cards'
import { cardCacheHolds, warmCardCache } from './card-cache-warmer'

const cacheFolder = tempFolders('warmer-')

const jobsOf = (count: number, prefix: string): CardJob[] =>
  Array.from({ length: count }, (_, i) => ({ route: `/cards/blog/${prefix}-${i}.png`, text: { title: `${prefix} card number ${i} for the warmer`, label: 'Cloud', alt: `${prefix} ${i}` } }))

/** The cards' files in a cache folder. */
const cardsIn = (cacheDir: string) => fs.readdirSync(cacheDir).filter((name) => name.endsWith('.png'))

/** A warmer given three cards, once it has drawn them all and been stopped. */
async function warmedToTheEnd(prefix: string) {
  const cacheDir = cacheFolder()
  const jobs = jobsOf(3, prefix)
  const warmer = warmCardCache(jobs, cacheDir)
  await warmer.done
  await warmer.stop()
  return { cacheDir, jobs, warmer }
}

describe('the card cache warmer', () => {
  it('is not needed where the card cache holds as many cards as the site has', async () => {
    const cacheDir = cacheFolder()
    expect(cardCacheHolds(1, path.join(cacheDir, 'not made yet'))).toBe(false)
    await drawCards(jobsOf(2, 'held'), cacheDir)
    // a card half-written by a stopped process is not a card
    fs.writeFileSync(path.join(cacheDir, '89ab.png.7.1.tmp'), 'half a card')
    expect([1, 2, 3].map((count) => cardCacheHolds(count, cacheDir))).toEqual([true, true, false])
  }, 60_000)

  it('draws every card into the cache, where the cards step then finds them all', async () => {
    const { cacheDir, jobs } = await warmedToTheEnd('warm')
    const cards = await drawCards(jobs, cacheDir)
    expect(cards.map((card) => card.drawn)).toEqual([false, false, false])
    expect(cardsIn(cacheDir)).toHaveLength(3)
  }, 60_000)

  it('tells each card it painted, by the digest the cards step looks cards up by', async () => {
    const { cacheDir, jobs, warmer } = await warmedToTheEnd('told')
    const names = cardsIn(cacheDir)
    expect([...warmer.painted.values()].sort()).toEqual(names.sort())
    const known = { digests: {} as Record<string, string>, byDigest: warmer.painted }
    const cards = await drawCards(jobs, cacheDir, known)
    expect(cards.map((card) => card.drawn)).toEqual([false, false, false])
    // every card found by what the warmer told, under the digest the step worked out for its route
    expect(jobs.map((job) => warmer.painted.get(known.digests[job.route]!))).toEqual(cards.map((card) => path.basename(card.file)))
  }, 60_000)

  it('stopped half-way, leaves only whole cards and no partial file, and the cards step draws the rest', async () => {
    const cacheDir = cacheFolder()
    const jobs = jobsOf(60, 'stop')
    const warmer = warmCardCache(jobs, cacheDir)
    // until it has written its first card
    while (!(fs.existsSync(cacheDir) && cardsIn(cacheDir).length)) await new Promise((resolve) => setTimeout(resolve, 20))
    // as a card would be that it was writing when stopped, and one another process is writing (its number is 7)
    fs.writeFileSync(path.join(cacheDir, `0123.png.${warmer.pid}.7.tmp`), 'half a card')
    fs.writeFileSync(path.join(cacheDir, `4567.png.7.${warmer.pid}.tmp`), 'another process\'s card')
    await warmer.stop()
    const left = cardsIn(cacheDir)
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([`4567.png.7.${warmer.pid}.tmp`])
    expect(left.length).toBeLessThan(jobs.length)
    const cards = await drawCards(jobs, cacheDir)
    expect(cards.filter((card) => !card.drawn).length).toBe(left.length)
    expect(cardsIn(cacheDir)).toHaveLength(jobs.length)
  }, 60_000)
})
