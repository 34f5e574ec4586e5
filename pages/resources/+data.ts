import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { deliveryProps } from '#/lib/lead-forms'
import { routes } from '#/lib/permalink'
import { webinarCards, whitepaperCards } from '#/lib/resources/resources-data'

export async function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.lang)
  const page = content.data['pages/resources.yaml']
  // A resource card whose title matches a case study links to that story, otherwise to the list.
  const caseStudies = page.caseStudies.map((card) => {
    const study = content['case-studies'].find((s) => s.title === card.title || s.client === card.client)
    return { ...card, href: study ? routes.caseStudy(study.slug) : routes.caseStudies() }
  })
  // The Stay Updated block is the same newsletter as the home page's: the same checks and messages.
  const messages = content.data['pages/home.yaml'].newsletter.messages
  return {
    head: { title: page.title, description: page.description },
    page,
    // Page count and size come from each PDF itself (lib/resources/whitepaper-pdf.ts).
    whitepapers: await whitepaperCards(content),
    webinars: webinarCards(content),
    caseStudies,
    newsletter: { messages, ...deliveryProps('newsletter', content) },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
