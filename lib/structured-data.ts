/**
 * schema.org JSON-LD for every page kind, built from content and the site config. Pages put the result
 * in their head (`PageHead.jsonLd`); the renderer writes each object as one ld+json script.
 */
import type {
  BlogPosting, BreadcrumbList, DayOfWeek, FAQPage, LocalBusiness, OpeningHoursSpecification, Organization, Person, PostalAddress, Service, Thing, WithContext,
} from 'schema-dts'
import { site } from '../site.config'
import { routes } from './permalink'
import { langs } from './editions'
import { siteUrl } from './site-url'
import { DEFAULT_OG_IMAGE, type SocialImage } from './seo'
import { isoWithOffset } from './time-zones'

/**
 * A JSON-LD block typed against schema.org (schema-dts, types only): `npm run typecheck` checks every builder
 * here, so a misspelt property or a wrong value type fails the build's type check.
 */
type JsonLd<T extends Thing> = WithContext<Exclude<T, string>>

/** The zone of the business's dates (posts are dated in Nairobi). */
export const SITE_TIME_ZONE = 'Africa/Nairobi'
/** A post's date (YYYY-MM-DD) as the start of that day in Nairobi: "2026-07-07T00:00:00+03:00". */
export const publishedAt = (date: string) => isoWithOffset(date, '00:00', SITE_TIME_ZONE).replace(/T(\d\d:\d\d)/, 'T$1:00')

const ORGANIZATION_ID = '#organization'
const orgId = () => `${siteUrl(routes.home())}${ORGANIZATION_ID}`

function postalAddress(): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  }
}

/** The company; `description` is its blurb in the page's language (content/strings/interface.yaml). */
export function organization(description: string): JsonLd<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': orgId(),
    name: site.name,
    url: siteUrl(routes.home()),
    logo: siteUrl(site.logo),
    description,
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    sameAs: Object.values(site.social),
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: site.email, telephone: site.phone, areaServed: site.address.countryCode, availableLanguage: [...langs] }],
  }
}

/**
 * The office: address, map position, opening hours (both the text form "Mo-Fr 09:00-18:00" and the
 * openingHoursSpecification rich results read) and the price range of the engagement models.
 */
export function localBusiness(description: string, openingHours: string[], priceRange?: string): JsonLd<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl(routes.contact())}#office`,
    name: site.name,
    description,
    url: siteUrl(routes.home()),
    image: siteUrl(DEFAULT_OG_IMAGE),
    logo: siteUrl(site.logo),
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude },
    hasMap: site.map.link,
    openingHours,
    openingHoursSpecification: openingHours.flatMap(openingHoursSpecification),
    priceRange,
    parentOrganization: { '@id': orgId() },
  }
}

export function service(entry: { slug: string; title: string; description: string; offerings: { title: string; description: string }[] }): JsonLd<Service> {
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

export function faqPage(faqs: { question: string; answer: string }[]): JsonLd<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

type PostFacts = { slug: string; title: string; excerpt: string; date: string; author: string; category: string; categoryName: string; tags: string[]; words: number }

/**
 * A post: `image` is its social card (or the writer's own cover), `author` the team member who wrote it, when
 * the author is on the team (their card on /team is the author's page).
 */
export function blogPosting(post: PostFacts, { image, author }: { image?: SocialImage; author?: { name: string; slug: string } } = {}): JsonLd<BlogPosting> {
  const url = siteUrl(routes.blogPost(post.slug))
  const person: Person = author ? { '@type': 'Person', name: author.name, url: siteUrl(routes.teamMember(author.slug)) } : { '@type': 'Person', name: post.author }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: publishedAt(post.date),
    dateModified: publishedAt(post.date),
    author: person,
    publisher: { '@type': 'Organization', '@id': orgId(), name: site.name, logo: { '@type': 'ImageObject', url: siteUrl(site.logo) } },
    image: siteUrl(image?.src ?? DEFAULT_OG_IMAGE),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.categoryName,
    keywords: post.tags.join(', ') || undefined,
    wordCount: post.words,
    inLanguage: 'en',
  }
}

/** Home, then each parent, then the page itself; every item a route path (the base is applied here). */
export function breadcrumbList(trail: { name: string; route: string }[]): JsonLd<BreadcrumbList> {
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

const DAYS: Record<string, DayOfWeek> = {
  Mo: 'https://schema.org/Monday', Tu: 'https://schema.org/Tuesday', We: 'https://schema.org/Wednesday', Th: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday', Sa: 'https://schema.org/Saturday', Su: 'https://schema.org/Sunday',
}
const DAY_ORDER = Object.keys(DAYS)

/**
 * One schema.org opening-hours text ("Mo-Fr 09:00-18:00", "Sa 10:00-14:00", "Mo,We 08:00-12:00") as an
 * OpeningHoursSpecification. A text it cannot read is an error: the business-hours file is the owner's data
 * and a silently dropped row would tell searchers the office is closed.
 */
export function openingHoursSpecification(text: string): OpeningHoursSpecification[] {
  const match = /^((?:Mo|Tu|We|Th|Fr|Sa|Su)(?:[-,](?:Mo|Tu|We|Th|Fr|Sa|Su))*) (\d\d:\d\d)-(\d\d:\d\d)$/.exec(text.trim())
  if (!match) throw new Error(`opening hours "${text}": expected the schema.org form "Mo-Fr 09:00-18:00"`)
  const [, days = '', opens, closes] = match
  const dayOfWeek = days.split(',').flatMap((part) => {
    const [from = '', to = from] = part.split('-')
    return DAY_ORDER.slice(DAY_ORDER.indexOf(from), DAY_ORDER.indexOf(to) + 1).map((day) => DAYS[day]!)
  })
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }]
}

/**
 * The price range of the engagement models ("KES 180,000 to 6,000,000"), from the lowest and highest amounts
 * their prices name (content/pages/how-we-work.yaml); undefined when no price names an amount.
 */
export function priceRange(prices: string[]): string | undefined {
  const amounts = prices.flatMap((price) => (price.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, ''))))
  const currency = prices.map((price) => /\b[A-Z]{3}\b/.exec(price)?.[0]).find(Boolean)
  if (!amounts.length) return undefined
  const format = (n: number) => n.toLocaleString('en-KE')
  return `${currency ? `${currency} ` : ''}${format(Math.min(...amounts))} to ${format(Math.max(...amounts))}`
}
