/**
 * Build time: everything the whitepaper and webinar templates need for one page (the pages' +data hooks
 * return it). Routes are carried without the base path; the Link primitives add it.
 */
import { entryBody, optionalBody } from '../content/bodies'
import { getContent } from '../content/loader'
import { webinarDelivery } from '../lead-forms'
import { routes } from '../permalink'
import { breadcrumbList } from '../structured-data'
import { pdfFacts, type WebinarEntry, type WhitepaperEntry } from './resources-data'

function trail(title: string, route: string) {
  const content = getContent()
  return [
    { name: content.data['pages/home.yaml'].title, route: routes.home() },
    { name: content.data['pages/resources.yaml'].title, route: routes.resources() },
    { name: title, route },
  ]
}

export async function whitepaperPageData(paper: WhitepaperEntry) {
  const page = getContent().data['pages/resources.yaml']
  const { body: _source, ...meta } = paper
  return {
    head: { title: paper.title, description: paper.description, type: 'article' as const, jsonLd: [breadcrumbList(trail(paper.title, routes.whitepaper(paper.slug)))] },
    paper: meta,
    body: entryBody(paper),
    // Page count and size of the PDF the download gives (lib/resources/whitepaper-pdf.ts).
    pdf: await pdfFacts(paper),
    labels: page.labels,
    resourcesTitle: page.title,
  }
}

export async function webinarPageData(webinar: WebinarEntry) {
  const content = getContent()
  const page = content.data['pages/resources.yaml']
  const { body: _source, ...meta } = webinar
  const upcoming = webinar.type === 'upcoming'
  return {
    head: { title: webinar.title, description: webinar.description, jsonLd: [breadcrumbList(trail(webinar.title, routes.webinar(webinar.slug)))] },
    webinar: meta,
    body: optionalBody(webinar),
    calendar: upcoming ? routes.webinarCalendar(webinar.slug) : undefined,
    // Upcoming: the registration form (delivered like the contact form). Recorded: the recording, if any.
    registration: upcoming ? { copy: page.registration, delivery: webinarDelivery(webinar.title, content) } : undefined,
    contact: routes.contact(),
    labels: page.labels,
    resourcesTitle: page.title,
  }
}

export type WhitepaperPageData = Awaited<ReturnType<typeof whitepaperPageData>>
export type WebinarPageData = Awaited<ReturnType<typeof webinarPageData>>
