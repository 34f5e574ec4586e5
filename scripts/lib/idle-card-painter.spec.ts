import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { drawCards, type CardJob } from '../write-cards'
import { cardCacheHolds, idleCardPainter } from './idle-card-painter'

const cacheFolder = tempFolders('painter-')

const jobsOf = (count: number, prefix: string): CardJob[] =>
  Array.from({ length: count }, (_, i) => ({ route: `/cards/blog/${prefix}-${i}.png`, text: { title: `${prefix} card number ${i} for the painter`, label: 'Cloud', alt: `${prefix} ${i}` } }))

/** The cards' files in a cache folder. */
const cardsIn = (cacheDir: string) => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).filter((name) => name.endsWith('.png')) : [])

/** Waits, a turn of the event loop at a time, until `done()`: the painter gives a turn back after each card. */
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve))
}

describe('the idle card painter', () => {
  it('is not needed where the card cache holds as many cards as the site has', async () => {
    const cacheDir = cacheFolder()
    expect(cardCacheHolds(1, path.join(cacheDir, 'not made yet'))).toBe(false)
    await drawCards(jobsOf(2, 'held'), cacheDir)
    // a card half-written by a stopped build is not a card
    fs.writeFileSync(path.join(cacheDir, '89ab.png.7.1.tmp'), 'half a card')
    expect([1, 2, 3].map((count) => cardCacheHolds(count, cacheDir))).toEqual([true, true, false])
  }, 60_000)

  it('paints only while resumed, from the last card, and tells each card it painted by the digest the cards step looks cards up by', async () => {
    const cacheDir = cacheFolder()
    const jobs = jobsOf(12, 'told')
    const painter = idleCardPainter(jobs, cacheDir)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cardsIn(cacheDir)).toEqual([])
    painter.resume()
    await until(() => painter.painted.size >= 1)
    painter.pause()
    // the card being painted when paused is the last one
    await new Promise((resolve) => setTimeout(resolve, 300))
    const whilePaused = painter.painted.size
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(painter.painted.size).toBe(whilePaused)
    expect(whilePaused).toBeLessThan(jobs.length)
    await painter.stop()
    const known = { digests: {} as Record<string, string>, byDigest: new Map(painter.painted) }
    const cards = await drawCards(jobs, cacheDir, known)
    // the painted ones are the last jobs, found by what the painter told, under the digest the step worked out for the route
    expect(cards.map((card) => card.drawn)).toEqual(jobs.map((_, i) => i < jobs.length - whilePaused))
    for (const [i, job] of jobs.entries()) if (i >= jobs.length - whilePaused) expect(painter.painted.get(known.digests[job.route]!)).toBe(path.basename(cards[i]!.file))
  }, 60_000)

  it('resumed for some cards, paints that many and waits until resumed again', async () => {
    const cacheDir = cacheFolder()
    const painter = idleCardPainter(jobsOf(8, 'share'), cacheDir)
    expect(painter.left).toBe(8)
    painter.resume(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(painter.painted.size).toBe(0)
    painter.resume(3)
    await until(() => painter.painted.size === 3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect([painter.painted.size, painter.left]).toEqual([3, 5])
    // a core comes free: every card left
    painter.resume()
    await until(() => painter.left === 0)
    await painter.stop()
    expect(cardsIn(cacheDir)).toHaveLength(8)
  }, 60_000)

  it('paints every card when left running, and stopped half-way leaves only whole cards for the cards step to add to', async () => {
    const cacheDir = cacheFolder()
    const all = idleCardPainter(jobsOf(3, 'all'), cacheDir)
    all.resume()
    await until(() => all.painted.size === 3)
    await all.stop()
    expect(cardsIn(cacheDir)).toHaveLength(3)

    const jobs = jobsOf(40, 'stop')
    const painter = idleCardPainter(jobs, cacheDir)
    painter.resume()
    await until(() => painter.painted.size >= 2)
    await painter.stop()
    const left = painter.painted.size
    expect(left).toBeLessThan(jobs.length)
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([])
    const cards = await drawCards(jobs, cacheDir)
    expect(cards.filter((card) => !card.drawn)).toHaveLength(left)
    expect(cardsIn(cacheDir)).toHaveLength(3 + jobs.length)
  }, 60_000)
})
