import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { fillTemplate } from '#/lib/fill-template'
import { mailHref, site, telHref } from '#/site.config'

/** /offline: a page no one looks for (kept out of search engines and the site's search), shown by the service worker. */
export function data(pageContext: PageContextServer) {
  const page = getContent(pageContext.lang).data['pages/offline.yaml']
  return {
    head: { title: page.title, description: page.description, noindex: true, searchable: false },
    page,
    call: { href: telHref, label: fillTemplate(page.call, { phone: site.phone }) },
    email: { href: mailHref, label: fillTemplate(page.email, { email: site.email }) },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
