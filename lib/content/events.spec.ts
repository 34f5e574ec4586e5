/** The Events kind as the registry declares it: what a production build publishes, in which order, and the writer's errors. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from './check'
import { entryFiles, reservedSlugs, siteRoutes } from './routes'
import { loadContent } from './loader'
import { contentFixture, postFile, problemsOf, validBody, validPost } from './test-fixtures'

let fixture: ReturnType<typeof contentFixture>
beforeEach(() => {
  fixture = contentFixture()
  for (const file of ['sacco-board-cybersecurity-workshop', 'etims-mpesa-integration-clinic', 'cloud-cost-breakfast-briefing']) fixture.remove(`events/${file}.md`)
})
afterEach(() => fixture.dispose())

const TODAY = '2026-11-21'
const load = (preview = false) => loadContent({ root: fixture.root, today: TODAY, preview })

function eventFile(fields: Record<string, string | boolean>, body = '## Programme\n\nWhat happens, hour by hour.') {
  const base = { title: 'An event', summary: 'What it is about.', format: 'Workshop', date: '2026-12-01', start: '09:00', end: '12:00', venue: 'Westlands, Nairobi', fee: 'Free' }
  const all: Record<string, string | boolean | undefined> = { ...base, ...fields }
  const yaml = Object.entries(all).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')
  return `---\n${yaml}\n---\n\n${body}\n`
}

describe('events', () => {
  it('lists upcoming events first, soonest first, then past events, latest first', () => {
    fixture.write('events/later.md', eventFile({ title: 'Later', date: '2027-02-01' }))
    fixture.write('events/sooner.md', eventFile({ title: 'Sooner', date: '2026-12-01' }))
    fixture.write('events/long-ago.md', eventFile({ title: 'Long ago', date: '2026-01-10' }))
    fixture.write('events/last-month.md', eventFile({ title: 'Last month', date: '2026-10-20' }))
    fixture.write('events/today.md', eventFile({ title: 'Today', date: TODAY }))
    const events = load().events
    expect(events.map((e) => [e.slug, e.upcoming])).toEqual([
      ['today', true], ['sooner', true], ['later', true], ['last-month', false], ['long-ago', false],
    ])
  })

  it('works out times with the zone offset, and the line a card shows', () => {
    fixture.write('events/abroad.md', eventFile({ date: '2027-07-15', start: '09:00', end: '10:30', timeZone: 'Europe/London', venue: '', online: 'Teams' }))
    fixture.write('events/home.md', eventFile({ date: '2026-12-10', start: '09:00', end: '13:00' }))
    const [home, abroad] = load().events
    expect(home).toMatchObject({ startsAt: '2026-12-10T09:00+03:00', endsAt: '2026-12-10T13:00+03:00', when: '10 December 2026, 09:00–13:00 EAT', where: 'Westlands, Nairobi' })
    expect(abroad).toMatchObject({ startsAt: '2027-07-15T09:00+01:00', where: 'Teams' })
  })

  it('keeps drafts out of production builds (a future date is not a draft: events are announced ahead)', () => {
    fixture.write('events/draft.md', eventFile({ draft: true }))
    fixture.write('events/announced.md', eventFile({ date: '2027-03-01' }))
    expect(load().events.map((e) => e.slug)).toEqual(['announced'])
    expect(load(true).events.map((e) => e.slug).sort()).toEqual(['announced', 'draft'])
  })

  it('gives each event a page, and an upcoming one its calendar file, under /events', () => {
    fixture.write('events/next.md', eventFile({ date: '2026-12-01' }))
    fixture.write('events/done.md', eventFile({ date: '2026-01-01' }))
    const content = load()
    const routes = siteRoutes(content)
    expect(routes.has('/events')).toBe(true)
    expect(routes.has('/events/next')).toBe(true)
    expect(routes.has('/events/done')).toBe(true)
    expect(entryFiles(content).filter((f) => f.startsWith('/events/'))).toEqual(['/events/next.ics'])
    expect(reservedSlugs('events').size).toBe(0)
  })

  it('tells the writer what is wrong, with the usual file and field', () => {
    fixture.write('events/both.md', eventFile({ online: 'Zoom' }))
    fixture.write('events/neither.md', eventFile({ venue: '' }))
    fixture.write('events/backwards.md', eventFile({ start: '14:00', end: '10:00' }))
    fixture.write('events/zone.md', eventFile({ timeZone: 'EAT' }))
    fixture.write('events/clock.md', eventFile({ start: '9ish' }))
    fixture.write('events/typo.md', eventFile({ venu: 'Nairobi' }))
    const message = problemsOf(() => load())
    expect(message).toContain('events/both.md')
    expect(message).toMatch(/events\/both\.md.*\(venue\): set either venue .* or online/)
    expect(message).toMatch(/events\/neither\.md.*\(venue\): set either venue/)
    expect(message).toMatch(/events\/backwards\.md:\d+ \(end\): must be later than start \(14:00\).*found "10:00"/)
    expect(message).toMatch(/events\/zone\.md.*\(timeZone\): must be a time zone name such as Africa\/Nairobi/)
    expect(message).toMatch(/events\/clock\.md.*\(start\): must be a time written HH:MM/)
    expect(message).toMatch(/events\/typo\.md.*\(venu\): unknown field; did you mean venue\?/)
    expect(message).not.toMatch(/clock\.md.*\(end\)/)
    expect(message).not.toContain('found {')
  })

  it('the content check knows event pages and calendar files as link targets', async () => {
    fixture.write('events/next.md', eventFile({ date: '2099-12-01' }))
    fixture.write('events/done.md', eventFile({ date: '2020-01-01' }))
    const links = ['/events', '/events/next', '/events/next.ics', '/events/done', '/events/done.ics', '/events/nope']
    fixture.write('blog/links-to-events.md', postFile(validPost, `${validBody()}\n\n${links.map((l) => `[x](${l})`).join(' ')}`))
    const { problems } = await checkContent({ root: fixture.root })
    const linkProblems = problems.filter((p) => p.file.endsWith('links-to-events.md')).map((p) => p.message)
    expect(linkProblems).toEqual(['the link "/events/done.ics" goes to no page of the site (nor a file in public/)', 'the link "/events/nope" goes to no page of the site (nor a file in public/)'])
  })
})
