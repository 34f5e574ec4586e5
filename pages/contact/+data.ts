import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { deliveryProps, whatsappGreeting } from '#/lib/lead-forms'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/contact.yaml']
  const services = page.form.services.map((id) => {
    const service = content.services.find((s) => s.id === id)
    if (!service) throw new Error(`content/pages/contact.yaml (form.services): no service has id "${id}"`)
    return { value: id, label: service.title }
  })
  return { head: { title: page.title, description: page.description }, page, services, hours: content.data['data/business-hours.yaml'], delivery: deliveryProps('contact', content), whatsapp: whatsappGreeting(page.title, content) }
}

export type Data = Awaited<ReturnType<typeof data>>
