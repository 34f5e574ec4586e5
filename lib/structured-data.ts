/**
 * schema.org JSON-LD for every page kind, built from content and the site config. Pages put the result
 * in their head (`PageHead.jsonLd`); the renderer writes each object as one ld+json script.
 */
import { site } from '../site.config'
import { routes } from './permalink'
import { siteUrl } from './site-url'
import { DEFAULT_OG_IMAGE } from './seo'

type JsonLd = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown }

const ORGANIZATION_ID = '#organization'
const orgId = () => `${siteUrl(routes.home())}${ORGANIZATION_ID}`

function postalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressCountry: site.address.countryCode,
  }
}

export function organization(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': orgId(),
    name: site.name,
    url: siteUrl(routes.home()),
    logo: siteUrl(site.logo),
    description: site.blurb,
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    sameAs: Object.values(site.social),
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: site.email, telephone: site.phone, areaServed: site.address.countryCode, availableLanguage: ['en'] }],
  }
}

/** The office: address, map position, and opening hours in schema.org form ("Mo-Fr 09:00-18:00"). */
export function localBusiness(openingHours: string[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl(routes.contact())}#office`,
    name: site.name,
    description: site.blurb,
    url: siteUrl(routes.home()),
    image: siteUrl(DEFAULT_OG_IMAGE),
    logo: siteUrl(site.logo),
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude },
    hasMap: site.map.link,
    openingHours,
    parentOrganization: { '@id': orgId() },
  }
}

export function service(entry: { slug: string; title: string; description: string; offerings: { title: string; description: string }[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: entry.title,
    serviceType: entry.title,
    description: entry.description,
    url: siteUrl(routes.service(entry.slug)),
    provider: { '@type': 'Organization', '@id': orgId(), name: site.name },
    areaServed: { '@type': 'Country', name: site.address.country },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: entry.title,
      itemListElement: entry.offerings.map((o) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: o.title, description: o.description } })),
    },
  }
}

export function faqPage(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

export function blogPosting(post: { slug: string; title: string; excerpt: string; date: string; author: string; category: string; tags: string[]; words: number }): JsonLd {
  const url = siteUrl(routes.blogPost(post.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', '@id': orgId(), name: site.name, logo: { '@type': 'ImageObject', url: siteUrl(site.logo) } },
    image: siteUrl(DEFAULT_OG_IMAGE),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', ') || undefined,
    wordCount: post.words,
    inLanguage: 'en',
  }
}

/** Home, then each parent, then the page itself; every item a route path (the base is applied here). */
export function breadcrumbList(trail: { name: string; route: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: siteUrl(crumb.route) })),
  }
}

/** The schema.org opening hours of the business-hours rows that have one (closed days have none). */
export function openingHours(rows: { openingHours?: string }[]): string[] {
  return rows.flatMap((row) => (row.openingHours ? [row.openingHours] : []))
}
