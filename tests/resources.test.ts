/**
 * /resources over the built site: each whitepaper's PDF is a real PDF whose page count is the one its card
 * (and its page) states and whose first page holds its title and the company's name; each upcoming
 * webinar's calendar file is valid RFC 5545 for the right time. Expectations come from content/, never
 * from a count of today's files.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'
import { fileSize } from '#/lib/resources/whitepaper-pdf'
import { site } from '#/site.config'
import { checkIcs, icsDate } from './support/ics'
import { DIST, readBuilt, visibleText } from './support/html'
import { readPdf } from './support/pdf'

const content = loadContent()
const resources = readBuilt('/resources')
const builtFile = (route: string) => path.join(DIST, ...route.split('/').filter(Boolean))

const textOf = (fragment: string) => visibleText(`<body>${fragment}`)

/** The whitepaper card whose heading is `title`, as HTML (from its <h2> to the next card). */
function cardOf(html: string, title: string): string {
  const start = html.split(/(?=<article)/).find((card) => textOf(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? '') === title)
  if (!start) throw new Error(`no card titled ${JSON.stringify(title)} on /resources`)
  return start
}

describe('whitepaper PDFs', () => {
  it.each(content.whitepapers.map((w) => [w.slug, w] as const))('%s: a real PDF; its page count and size are the card\'s, its first page holds the title', (slug, paper) => {
    const bytes = fs.readFileSync(builtFile(routes.whitepaperPdf(slug)))
    const pdf = readPdf(bytes)
    const card = cardOf(resources, paper.title)
    const stated = Number(/data-pages="(\d+)"/.exec(card)?.[1])
    expect(pdf.pages, 'page count on the /resources card').toBe(stated)
    expect(textOf(card)).toContain(`${pdf.pages} pages`)
    expect(textOf(card)).toContain(fileSize(bytes.length))
    expect(card).toMatch(new RegExp(`href="${routes.whitepaperPdf(slug)}"[^>]*download="${slug}.pdf"|download="${slug}.pdf"[^>]*href="${routes.whitepaperPdf(slug)}"`))
    // the paper's own page states the same
    expect(visibleText(readBuilt(routes.whitepaper(slug)))).toContain(`${pdf.pages} pages`)
    const first = pdf.pageText(0)
    expect(first).toContain(paper.title)
    expect(first).toContain(site.name)
    // the body follows: the first section heading of the file is on page 2
    const heading = /^## (.+)$/m.exec(paper.body)![1]!
    expect(pdf.pageText(1)).toContain(heading)
  })
})

describe('webinar calendar files', () => {
  const upcoming = content.webinars.filter((w) => w.type === 'upcoming')
  it.each(upcoming.map((w) => [w.slug, w] as const))('%s.ics: RFC 5545 (CRLF, folded at 75 octets, required properties) at the webinar\'s Nairobi time', (slug, webinar) => {
    const text = fs.readFileSync(builtFile(routes.webinarCalendar(slug)), 'utf8')
    const { problems, events } = checkIcs(text)
    expect(problems).toEqual([])
    expect(events).toHaveLength(1)
    const event = events[0]!
    expect(event.SUMMARY).toBe(webinar.title)
    expect(event.DESCRIPTION).toContain(webinar.description)
    expect(event.URL).toBe(`${site.url}${routes.webinar(slug)}`)
    // Nairobi is UTC+3
    expect(icsDate(event.DTSTART!).toISOString()).toBe(new Date(`${webinar.date}T${webinar.time}:00+03:00`).toISOString())
    expect(icsDate(event.DTEND!).getTime() - icsDate(event.DTSTART!).getTime()).toBe(webinar.duration * 60_000)
    expect(new Set(upcoming.map((w) => w.slug)).size).toBe(upcoming.length)
    expect(event.UID).toContain(slug)
  })

  it('only upcoming webinars have one', () => {
    for (const w of content.webinars.filter((w) => w.type === 'recorded')) expect(fs.existsSync(builtFile(routes.webinarCalendar(w.slug)))).toBe(false)
  })

  it('the check itself refuses LF endings, long lines and a missing property', () => {
    const good = fs.readFileSync(builtFile(routes.webinarCalendar(upcoming[0]!.slug)), 'utf8')
    expect(checkIcs(good.replace(/\r\n/g, '\n')).problems.join()).toMatch(/CRLF/)
    expect(checkIcs(good.replace(/\r\n /g, '')).problems.join()).toMatch(/fold at 75/)
    expect(checkIcs(good.replace(/^DTEND:.*\r\n/m, '')).problems).toContain('a VEVENT has no DTEND')
  })
})
