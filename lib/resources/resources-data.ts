/**
 * Build time: what /resources, the whitepaper and webinar pages and the build's resources step
 * (scripts/write-resources.ts) need from content/whitepapers and content/webinars. Every URL comes from
 * lib/permalink.ts's routes, without the base path (the Link primitives add it); site identity from site.config.ts.
 */
import { site } from '../../site.config'
import type { Content, Entry } from '../content/loader'
import { routes } from '../permalink'
import { siteUrl } from '../site-url'
import { calendarFile, type CalendarEvent } from './ics'
import { fileSize, whitepaperPdf } from './whitepaper-pdf'

export type WhitepaperEntry = Entry<'whitepapers'>
export type WebinarEntry = Entry<'webinars'>

/** The PDF's facts as a card or page states them: computed from the PDF itself (see whitepaper-pdf.ts). */
export async function pdfFacts(paper: WhitepaperEntry) {
  const pdf = await whitepaperPdf(paper)
  return { pages: pdf.pages, size: fileSize(pdf.bytes.length), pdf: routes.whitepaperPdf(paper.slug), pdfName: `${paper.slug}.pdf` }
}

export async function whitepaperCards(content: Pick<Content, 'whitepapers'>) {
  return Promise.all(
    content.whitepapers.map(async (paper) => ({
      slug: paper.slug,
      title: paper.title,
      description: paper.description,
      category: paper.category,
      href: routes.whitepaper(paper.slug),
      ...(await pdfFacts(paper)),
    })),
  )
}

/** Upcoming webinars first, soonest first; then recordings, newest first. */
export function orderedWebinars(webinars: WebinarEntry[]): WebinarEntry[] {
  const upcoming = webinars.filter((w) => w.type === 'upcoming').sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`) || a.slug.localeCompare(b.slug))
  const recorded = webinars.filter((w) => w.type === 'recorded').sort((a, b) => `${b.date}${b.time}`.localeCompare(`${a.date}${a.time}`) || a.slug.localeCompare(b.slug))
  return [...upcoming, ...recorded]
}

export function webinarCards(content: Pick<Content, 'webinars'>) {
  return orderedWebinars(content.webinars).map((w) => ({
    slug: w.slug,
    title: w.title,
    date: w.date,
    time: w.time,
    duration: w.duration,
    type: w.type,
    // Register opens the form on the webinar's page; a recording is its own page.
    href: w.type === 'upcoming' ? `${routes.webinar(w.slug)}#register` : routes.webinar(w.slug),
    calendar: w.type === 'upcoming' ? routes.webinarCalendar(w.slug) : undefined,
  }))
}

export function webinarEvent(webinar: WebinarEntry, base?: string): CalendarEvent {
  const host = new URL(site.url).hostname
  return {
    uid: `webinar-${webinar.slug}@${host}`,
    title: webinar.title,
    description: `${webinar.description}\n\n${webinar.keyPoints.map((p) => `- ${p}`).join('\n')}\n\n${siteUrl(routes.webinar(webinar.slug), base)}`,
    date: webinar.date,
    time: webinar.time,
    // Webinar times are Nairobi time (the schema says so to writers).
    timeZone: 'Africa/Nairobi',
    durationMinutes: webinar.duration,
    url: siteUrl(routes.webinar(webinar.slug), base),
    organizer: { name: site.name, email: site.email },
    productId: `-//${site.name}//Webinars//EN`,
  }
}

export function webinarCalendar(webinar: WebinarEntry, base?: string): string {
  return calendarFile(webinarEvent(webinar, base))
}
