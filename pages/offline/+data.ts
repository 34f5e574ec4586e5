import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { fillTemplate } from '#/lib/fill-template'
import { unsentForms } from '#/lib/lead-forms'
import { mailHref, site, telHref, whatsappHref } from '#/site.config'

/** /offline: a page no one looks for (kept out of search engines and the site's search), shown by the service worker. */
export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/offline.yaml']
  const { delivery } = content.data['strings/interface.yaml'].leads
  return {
    head: { title: page.title, description: page.description, noindex: true, searchable: false },
    page,
    call: { href: telHref, label: fillTemplate(page.call, { phone: site.phone }) },
    email: { href: mailHref, label: fillTemplate(page.email, { email: site.email }) },
    // a form sent without a connection (and without its script): given back, ready for WhatsApp or e-mail
    unsent: {
      heading: delivery.failedTitle,
      text: delivery.alternatives,
      whatsapp: { href: whatsappHref, label: delivery.whatsapp },
      email: { href: mailHref, label: delivery.email },
      forms: unsentForms(content),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
