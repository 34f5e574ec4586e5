import { describe, expect, it } from 'vitest'
import { site } from '../site.config'
import { blogPosting, breadcrumbList, faqPage, localBusiness, openingHours, organization, service } from './structured-data'

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('structured data', () => {
  it('describes the organisation from the site config', () => {
    const org = roundTrip(organization())
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: `${site.url}/`, email: site.email, telephone: site.phone })
    expect(org.logo).toBe(`${site.url}${site.logo}`)
    expect(org.sameAs).toEqual(Object.values(site.social))
  })

  it('gives the local business its Nairobi address, position and opening hours', () => {
    const hours = openingHours([{ openingHours: 'Mo-Fr 09:00-18:00' }, { openingHours: 'Sa 10:00-14:00' }, {}])
    expect(hours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-14:00'])
    const business = roundTrip(localBusiness(hours))
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' },
      geo: { latitude: site.address.latitude, longitude: site.address.longitude },
      openingHours: hours,
      telephone: site.phone,
    })
  })

  it('describes a service with its offerings and provider', () => {
    const s = roundTrip(service({ slug: 'cctv', title: 'CCTV', description: 'Cameras.', offerings: [{ title: 'Survey', description: 'We look.' }] }))
    expect(s).toMatchObject({ '@type': 'Service', name: 'CCTV', url: `${site.url}/services/cctv`, provider: { name: site.name } })
    expect(JSON.stringify(s)).toContain('"name":"Survey"')
  })

  it('turns FAQs into a FAQPage of questions with accepted answers', () => {
    expect(roundTrip(faqPage([{ question: 'Q?', answer: 'A.' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
  })

  it('describes a blog post with absolute URLs and an ISO date', () => {
    const post = roundTrip(blogPosting({ slug: 'x', title: 'T', excerpt: 'E', date: '2026-01-02', author: 'A', category: 'Cloud', tags: [], words: 10 }))
    expect(post).toMatchObject({ '@type': 'BlogPosting', headline: 'T', datePublished: '2026-01-02', author: { name: 'A' }, url: `${site.url}/blog/x` })
    expect(post.image).toBe(`${site.url}/images/og-default.png`)
    expect(post).not.toHaveProperty('keywords')
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = roundTrip(breadcrumbList([{ name: 'Home', route: '/' }, { name: 'Blog', route: '/blog' }]))
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
    ])
  })
})
