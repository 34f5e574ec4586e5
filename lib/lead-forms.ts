/**
 * Build time: what a page's +data hook gives a form island so it can deliver (lib/forms.ts) and offer the
 * way round when delivery fails. Site identity from site.config.ts, words from the `leads` of content/strings/interface.yaml.
 */
import { site, whatsappHref } from '../site.config'
import type { Content } from './content/loader'
import { fillTemplate } from './fill-template'
import type { Leads } from './content/schema'
import { formSetup, type FormName, type FormSetup } from './forms'
import { fillGreeting, whatsappLink } from './reach'

export type DeliveryProps = {
  setup: FormSetup
  /** `request` opens the message a visitor can send instead (newsletter). */
  copy: Leads['delivery'] & { failedText: string; mailSubject: string; request?: string }
  /** wa.me link and e-mail address. */
  reach: { whatsapp: string; email: string }
}

export function deliveryProps(name: FormName, content: Pick<Content, 'data'>): DeliveryProps {
  const leads = content.data['strings/interface.yaml'].leads
  return {
    setup: formSetup(name, site.forms),
    copy: { ...leads.delivery, ...leads[name] },
    reach: { whatsapp: whatsappHref, email: site.email },
  }
}

/** The webinar form's delivery: the message a visitor can send instead names the webinar. */
export function webinarDelivery(title: string, content: Pick<Content, 'data'>): DeliveryProps {
  const props = deliveryProps('webinar', content)
  return { ...props, copy: { ...props.copy, request: fillTemplate(content.data['strings/interface.yaml'].leads.webinar.request, { webinar: title }) } }
}

/**
 * A thank-you page (where a form lands without JavaScript): it says what the success toast says, from the
 * same fields, and links back. Not indexed.
 */
export function thanksPageData(name: FormName, content: Pick<Content, 'data'>) {
  const page = content.data['strings/interface.yaml'].leads.thanks[name]
  const { form } = content.data['pages/contact.yaml']
  const { messages } = content.data['pages/home.yaml'].newsletter
  const { registration } = content.data['pages/resources.yaml']
  const sent = {
    contact: { title: form.sentTitle, text: form.sentText },
    newsletter: { title: messages.successTitle, text: messages.successText },
    webinar: { title: registration.sentTitle, text: registration.sentText },
  }[name]
  return { head: { title: page.title, description: page.description, noindex: true }, sent, links: page.links }
}

/**
 * The WhatsApp link of a page, prefilled "Hello Kilele, I'm interested in <topic>" (the pattern in
 * the `leads` of content/strings/interface.yaml, the name from site.config.ts). Without a topic (home, 404, thank-you pages) the general one.
 */
export function whatsappGreeting(topic: string | undefined, content: Pick<Content, 'data'>): string {
  const { message, generalTopic } = content.data['strings/interface.yaml'].leads.whatsapp
  return whatsappLink(whatsappHref, fillGreeting(message, site.shortName, topic ?? generalTopic))
}

/**
 * What the offline page needs to give back a form a visitor sent without a connection and without the form's
 * script (the service worker catches the native POST): per form, the e-mail's subject, the line that opens the
 * message (its {field} placeholders filled from the form, as the webinar's), each field's label and the words
 * behind a chosen value (a service's title for its id).
 */
export type UnsentForm = { subject: string; request?: string; labels: Record<string, string>; values?: Record<string, Record<string, string>> }

export function unsentForms(content: Pick<Content, 'data' | 'services'>): Record<FormName, UnsentForm> {
  const leads = content.data['strings/interface.yaml'].leads
  return {
    contact: {
      subject: leads.contact.mailSubject,
      labels: content.data['pages/contact.yaml'].form.fields,
      values: { service: Object.fromEntries(content.services.map((service) => [service.id, service.title])) },
    },
    newsletter: { subject: leads.newsletter.mailSubject, request: leads.newsletter.request, labels: { email: content.data['pages/home.yaml'].newsletter.label } },
    webinar: { subject: leads.webinar.mailSubject, request: leads.webinar.request, labels: content.data['pages/resources.yaml'].registration.fields },
  }
}
