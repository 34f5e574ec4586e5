import type { LocalBusiness, WithContext } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { site } from '../site.config'
import { blogPosting, breadcrumbList, faqPage, localBusiness, openingHours, openingHoursSpecification, organization, priceRange, publishedAt, service } from './structured-data'

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('structured data', () => {
  it('describes the organisation from the site config', () => {
    const org = roundTrip(organization('What we do.'))
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: `${site.url}/`, email: site.email, telephone: site.phone })
    expect(org.logo).toBe(`${site.url}${site.logo}`)
    expect(org.description).toBe('What we do.')
    expect(org.sameAs).toEqual(Object.values(site.social))
  })

  it('gives the local business its Nairobi address, position and opening hours', () => {
    const hours = openingHours([{ openingHours: 'Mo-Fr 09:00-18:00' }, { openingHours: 'Sa 10:00-14:00' }, {}])
    expect(hours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-14:00'])
    const business = roundTrip(localBusiness('What we do.', hours, 'KES 180,000 to 6,000,000'))
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      address: { '@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: 'Nairobi', addressRegion: site.address.region, postalCode: site.address.postalCode, addressCountry: 'KE' },
      priceRange: 'KES 180,000 to 6,000,000',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`), opens: '09:00', closes: '18:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '14:00' },
      ],
      geo: { latitude: site.address.latitude, longitude: site.address.longitude },
      openingHours: hours,
      telephone: site.phone,
    })
  })

  it('reads opening hours in the schema.org text form, and refuses what it cannot read', () => {
    expect(openingHoursSpecification('Mo,We-Th 08:00-12:30')[0]).toMatchObject({ dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday'], opens: '08:00', closes: '12:30' })
    expect(() => openingHoursSpecification('Monday to Friday, 9 to 6')).toThrow(/Mo-Fr 09:00-18:00/)
  })

  it('spans the price range of the engagement models from their lowest to their highest amount', () => {
    expect(priceRange(['KES 450,000 to 6,000,000', 'KES 180,000 to 650,000', 'KES 250,000 to 1,500,000'])).toBe('KES 180,000 to 6,000,000')
    expect(priceRange(['On request'])).toBeUndefined()
  })

  it('dates a post at the start of its day in Nairobi', () => {
    expect(publishedAt('2026-07-07')).toBe('2026-07-07T00:00:00+03:00')
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
    const facts = { slug: 'x', title: 'T', excerpt: 'E', date: '2026-01-02', author: 'A', category: 'Cloud', categoryName: 'Cloud', tags: [], words: 10 }
    const post = roundTrip(blogPosting(facts))
    expect(post).toMatchObject({ '@type': 'BlogPosting', headline: 'T', datePublished: '2026-01-02T00:00:00+03:00', author: { '@type': 'Person', name: 'A' }, url: `${site.url}/blog/x` })
    expect(post.image).toBe(`${site.url}/images/og-default.png`)
    expect(post.author).not.toHaveProperty('url')
    expect(post).not.toHaveProperty('keywords')
    const card = { src: '/cards/blog/x.png', width: 1200, height: 630, alt: 'T' }
    const byMember = roundTrip(blogPosting(facts, { image: card, author: { name: 'Amina Hassan', slug: 'amina-hassan' } }))
    expect(byMember).toMatchObject({ image: `${site.url}/cards/blog/x.png`, author: { '@type': 'Person', name: 'Amina Hassan', url: `${site.url}/team#member-amina-hassan` } })
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = roundTrip(breadcrumbList([{ name: 'Home', route: '/' }, { name: 'Blog', route: '/blog' }]))
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
    ])
  })

  it('is typed against schema.org: npm run typecheck refuses an unknown property or a wrong value type', () => {
    // @ts-expect-error schema.org's LocalBusiness has no "openingHour" (the builders above are checked the same way)
    const misspelt: WithContext<LocalBusiness> = { '@context': 'https://schema.org', '@type': 'LocalBusiness', openingHour: 'Mo-Fr 09:00-18:00' }
    // @ts-expect-error an opening-hours specification's day is a DayOfWeek, not any text
    const wrongDay: WithContext<LocalBusiness> = { '@context': 'https://schema.org', '@type': 'LocalBusiness', openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Someday' } }
    expect([misspelt, wrongDay]).toHaveLength(2)
  })
})
