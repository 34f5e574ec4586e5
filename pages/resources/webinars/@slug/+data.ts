import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from '#/lib/content/bodies'
import { bySlug } from '#/lib/content/by-slug'
import { getContent } from '#/lib/content/loader'
import { webinarDelivery } from '#/lib/lead-forms'
import { link, routes } from '#/lib/permalink'
import { breadcrumbList } from '#/lib/structured-data'

export async function data(pageContext: PageContextServer) {
  const content = getContent()
  const webinar = bySlug(content.webinars, pageContext.routeParams.slug)
  if (!webinar) throw render(404)
  const page = content.data['pages/resources.yaml']
  const { body, ...meta } = webinar
  const trail = [
    { name: content.data['pages/home.yaml'].title, route: routes.home() },
    { name: page.title, route: routes.resources() },
    { name: webinar.title, route: routes.webinar(webinar.slug) },
  ]
  const upcoming = webinar.type === 'upcoming'
  return {
    head: { title: webinar.title, description: webinar.description, jsonLd: [breadcrumbList(trail)] },
    webinar: meta,
    Body: body.trim() ? await loadBody(webinar.file) : undefined,
    calendar: upcoming ? link.webinarCalendar(webinar.slug) : undefined,
    // Upcoming: the registration form (delivered like the contact form). Recorded: the recording, if any.
    registration: upcoming ? { copy: page.registration, delivery: webinarDelivery(webinar.title, content) } : undefined,
    contact: link.contact(),
    labels: page.labels,
    resourcesTitle: page.title,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
