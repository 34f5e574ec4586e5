import { afterEach, expect, it } from 'vitest'
import { stopTrackingReads, trackingReads } from './content/test-fixtures'
import type { PageHead } from './seo'

afterEach(stopTrackingReads)

const head = (title: string): PageHead => ({ title, description: `${title}, in a sentence.` })

it("gives each page the reads of the menus and footer, which are worked out once per edition", async () => {
  const { tracker } = await trackingReads()
  const { layoutData } = await import('./layout-data')
  tracker.start()
  const about = layoutData('/about', head('About'), 'en')
  const aboutReads = tracker.finish()
  tracker.start()
  const contact = layoutData('/contact', head('Contact'), 'en')
  const contactReads = tracker.finish()
  expect(contact.footerServices).toBe(about.footerServices)
  expect(contact.nav).toBe(about.nav)
  // what the footer's list of services was made from: the list and each service's title and slug
  const services = aboutReads.filter((read) => /^(list|entry|column)\u0000en\u0000services(\u0000|$)/.test(read))
  expect(services).toContain('list\u0000en\u0000services')
  expect(services.some((read) => read.endsWith('\u0000title'))).toBe(true)
  expect(contactReads).toEqual(expect.arrayContaining(services))
  // a page of the other edition works its own out
  tracker.start()
  const swahili = layoutData('/sw/about', head('Kuhusu'), 'sw')
  const swahiliReads = tracker.finish()
  expect(swahili.footerServices).not.toBe(about.footerServices)
  expect(swahiliReads).toContain('list\u0000sw\u0000services')
})
