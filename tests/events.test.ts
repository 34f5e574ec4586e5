/**
 * The Events kind over the built site: /events lists every published event (upcoming first, past below),
 * each event has its page with schema.org Event data, an upcoming one a registration form and a valid
 * calendar file, and the home page shows the next event when there is one. Expectations come from content/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { site } from '#/site.config'
import { checkIcs, icsDate } from './support/ics'
import { DIST, readBuilt, visibleText } from './support/html'

const content = loadContent()
const events = content.events
const upcoming = events.filter((e) => e.upcoming)
const past = events.filter((e) => !e.upcoming)
const builtFile = (route: string) => path.join(DIST, ...route.split('/').filter(Boolean))
const list = parse(readBuilt(routes.events()))

/** Titles of the event cards in the section headed by `id`, in page order. */
const cardTitles = (id: string) =>
  list.querySelector(`section[aria-labelledby="${id}"]`)?.querySelectorAll('[data-event]').map((card) => card.querySelector('a')!.text.trim()) ?? []

describe('/events', () => {
  it('lists the upcoming events soonest first, then the past ones', () => {
    expect(cardTitles('upcoming-title')).toEqual(upcoming.map((e) => e.title))
    expect(cardTitles('past-title')).toEqual(past.map((e) => e.title))
    for (let i = 1; i < upcoming.length; i++) expect(upcoming[i - 1]!.startsAt <= upcoming[i]!.startsAt).toBe(true)
    if (!upcoming.length) expect(list.querySelector('[data-no-upcoming]')).not.toBeNull()
  })

  it('each card links its event page and states when and where', () => {
    for (const event of events) {
      const card = list.querySelector(`[data-event="${event.slug}"]`)!
      expect(card.querySelector(`a[href="${routes.event(event.slug)}"]`), event.slug).not.toBeNull()
      expect(card.querySelector('time')?.getAttribute('datetime')).toBe(event.startsAt)
      expect(visibleText(`<body>${card.outerHTML}`)).toContain(event.where)
    }
  })

  it('is in the footer of every page, and in the sitemap with each event', () => {
    expect(readBuilt('/')).toContain(`href="${routes.events()}"`)
    const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
    for (const route of [routes.events(), ...events.map((e) => routes.event(e.slug))]) expect(sitemap).toContain(`<loc>${site.url}${route}</loc>`)
  })
})

describe.each(events.map((e) => [e.slug, e] as const))('event %s', (slug, event) => {
  const doc = parse(readBuilt(routes.event(slug)))
  it('has its page: title, summary, time with offset, schema.org Event', () => {
    expect(doc.querySelector('h1')?.text.trim()).toBe(event.title)
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(event.summary)
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe(event.startsAt)
    const data = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, unknown>)
    const ld = data.find((item) => item['@type'] === 'Event')
    expect(ld).toMatchObject({ name: event.title, startDate: event.startsAt, endDate: event.endsAt })
    expect(ld?.location).toMatchObject({ '@type': event.online ? 'VirtualLocation' : 'Place' })
  })

  if (event.upcoming) {
    it('takes registrations and offers a valid calendar file at its own time', () => {
      expect(doc.querySelector('#register form[data-webinar-form] input[name="webinar"]')?.getAttribute('value')).toBe(event.title)
      expect(doc.querySelector(`a[data-calendar][href="${routes.eventCalendar(slug)}"]`)).not.toBeNull()
      const { problems, events: entries } = checkIcs(fs.readFileSync(builtFile(routes.eventCalendar(slug)), 'utf8'))
      expect(problems).toEqual([])
      expect(entries[0]).toMatchObject({ SUMMARY: event.title, LOCATION: event.where, URL: `${site.url}${routes.event(slug)}` })
      expect(icsDate(entries[0]!.DTSTART!).getTime()).toBe(Date.parse(event.startsAt))
      expect(icsDate(entries[0]!.DTEND!).getTime()).toBe(Date.parse(event.endsAt))
    })
  } else {
    it('says it has taken place, with no form and no calendar file', () => {
      expect(doc.querySelector('[data-past]')).not.toBeNull()
      expect(doc.querySelector('form')).toBeNull()
      expect(fs.existsSync(builtFile(routes.eventCalendar(slug)))).toBe(false)
    })
  }
})

it('the home page shows the next event when one is upcoming, and nothing otherwise', () => {
  const home = parse(readBuilt('/'))
  const card = home.querySelector('[data-highlights]')
  if (!upcoming.length) return expect(card).toBeNull()
  expect(card?.querySelector('h2')?.text.trim()).toBe(upcoming[0]!.title)
  expect(card?.querySelector(`a[href="${routes.event(upcoming[0]!.slug)}"]`)).not.toBeNull()
})
