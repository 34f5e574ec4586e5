/**
 * The one registry of content kinds: each folder of Markdown/MDX files under content/ is declared here once,
 * with its schema, which entries a build publishes, its order, its routes, the files the build writes per
 * entry, and what it gives the feed, the sitemap and the home page. The loader, the route list, the content
 * check, the link checker, the feeds, the sitemap, the prerender hook and the resources step all read this;
 * none of them names a kind. Adding a kind: declare it here (schema in schema.ts, routes in lib/permalink.ts)
 * and write its templates (README, "Adding a content kind").
 */
import type { Event, WithContext } from 'schema-dts'
import type { z } from 'zod'
import { site } from '../../site.config'
import { formatDate } from '../dates'
import { webinarDelivery } from '../lead-forms'
import { routes } from '../permalink'
import { extraPageNumbers } from './pagination'
import { siteUrl } from '../site-url'
import { isoWithOffset, zoneName } from '../time-zones'
import { readingMinutes } from './markdown-stats'
import { socialImage } from './post-cover'
import type { CardText } from '../social-card'
import {
  blogCategories, blogPostSchema, caseStudySchema, eventSchema, legalSchema, serviceSchema, solutionSchema, teamMemberSchema, webinarSchema,
  whitepaperSchema, dataFiles, type DataFileName, type InterfaceStrings,
} from './schema'

export type PublicationStatus = 'published' | 'draft' | 'scheduled'

/** What the loader adds to every entry's validated frontmatter. */
export type EntryMeta = {
  slug: string
  /** Path from the repository root */
  file: string
  /** Markdown/MDX source of the body, without frontmatter */
  body: string
  /** Line of the file on which the body starts (places in the body are reported as the file's) */
  bodyLine: number
  words: number
  status: PublicationStatus
}

/**
 * What derived fields may read: the day the build runs for (YYYY-MM-DD), what "upcoming" and "scheduled" are
 * measured against, and the edition's names for fixed values (a category's name in the entry's language).
 */
export type KindContext = { today: string; names: InterfaceStrings['names'] }

/** A file the build writes for an entry besides its page (a PDF, a calendar): linkable like a page. */
export type EntryFile<E> = {
  route: (slug: string) => string
  /** The entries that have the file; default every one. A file that failed validation is assumed to have it. */
  when?: (entry: E) => boolean
  /** The file's bytes; `base` is the site's base path ("/" or "/preview/pr-42/"). */
  write: (entry: E, base: string) => Promise<Uint8Array | string>
}

/** A card on the home page for something happening soon (an upcoming event); copy from the kind's page file. */
export type Highlight = { eyebrow: string; title: string; text: string; meta: string; href: string; cta: string }

/** The site's data files (content/pages, content/data), validated. */
export type DataFiles = { [K in DataFileName]: z.output<(typeof dataFiles)[K]> }

/** The head of an entry's page, for kinds whose pages take their data from the registry (lib/content/kind-pages.ts). */
export type EntryHead = { title: string; description: string; jsonLd?: object[] }

export type Kind<S extends z.ZodType, D extends object, P extends DataFileName = DataFileName> = {
  schema: S
  /** The text below the frontmatter must not be empty. */
  bodyRequired: boolean
  /**
   * Entries may have a translation beside them (services/cctv.sw.mdx): the other language's edition lists
   * and builds exactly the entries that have one (README, Languages).
   */
  translated?: boolean
  /** The entries a production build publishes (default all); preview builds publish every entry. */
  published?: (entry: z.output<S> & EntryMeta) => boolean
  /** Fields worked out once per entry after validation. */
  derive?: (entry: z.output<S> & EntryMeta, context: KindContext) => D
  /** The kind's order everywhere it is listed. */
  order: (a: z.output<S> & EntryMeta & D, b: z.output<S> & EntryMeta & D) => number
  /**
   * The data file with the copy of the kind's pages. A kind that sets it (with `head`) gets its list and entry
   * pages' data from the registry: its templates are all it needs (README, "Adding a content kind").
   */
  page?: P
  head?: (entry: z.output<S> & EntryMeta & D, page: DataFiles[P]) => EntryHead
  /** What an entry's page needs beyond the entry, its body and the page copy (a registration form). */
  entryData?: (entry: z.output<S> & EntryMeta & D, data: DataFiles) => object
  /** A card on the home page when the kind has something to show now (an upcoming event). */
  highlight?: (entries: (z.output<S> & EntryMeta & D)[], page: DataFiles[P]) => Highlight | undefined
  routes?: {
    /** The page listing the kind. */
    list?: () => string
    /** The page of one entry. */
    entry?: (slug: string) => string
    /** Further pages worked out from all entries (pagination, categories). */
    more?: (entries: (z.output<S> & EntryMeta & D)[]) => string[]
  }
  files?: EntryFile<z.output<S> & EntryMeta & D>[]
  /** An entry as an RSS item (kinds without it are not in the feed). */
  feed?: (entry: z.output<S> & EntryMeta & D) => { title: string; description: string; date: string; category: string; author: string }
  /** The sitemap's last-modified date of an entry's page. */
  lastModified?: (entry: z.output<S> & EntryMeta & D) => string
  /**
   * The words of an entry's social card (title, kind or category, text alternative): the build's cards step
   * draws one PNG per entry (scripts/write-cards.ts) and the entry's page references it. Undefined for an entry
   * that has its own image for link previews (a post's raster `cover`).
   */
  card?: (entry: z.output<S> & EntryMeta & D, data: DataFiles) => CardText | undefined
}

function kind<S extends z.ZodType, D extends object = object, P extends DataFileName = DataFileName>(declaration: Kind<S, D, P>): Kind<S, D, P> {
  return declaration
}

/** A card's words: the alternative text says what the image shows. */
const cardText = (title: string, label: string, subtitle?: string): CardText => ({
  title,
  label,
  subtitle,
  alt: `${title} (${label}${subtitle ? `; ${subtitle}` : ''}), with the ${site.name} mark`,
})

/** By `order`, then slug. */
const byOrder = (a: { order: number; slug: string }, b: { order: number; slug: string }) => a.order - b.order || a.slug.localeCompare(b.slug)
/** Newest `date` first, then slug. */
const byDateDesc = (a: { date: string; slug: string }, b: { date: string; slug: string }) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)

export const kinds = {
  services: kind({
    schema: serviceSchema,
    bodyRequired: false,
    translated: true,
    order: byOrder,
    routes: { list: routes.services, entry: routes.service },
    card: (service, data) => cardText(service.title, data['pages/services.yaml'].hero.eyebrow ?? data['pages/services.yaml'].title, service.heroTitle),
  }),
  solutions: kind({
    schema: solutionSchema,
    bodyRequired: true,
    translated: true,
    order: byOrder,
    routes: { list: routes.solutions, entry: routes.solution },
    card: (solution, data) => cardText(solution.title, `${data['pages/solutions.yaml'].hero.eyebrow ?? data['pages/solutions.yaml'].title} · ${solution.category}`),
  }),
  'case-studies': kind({
    schema: caseStudySchema,
    bodyRequired: true,
    translated: true,
    derive: (study, { names }) => ({ industryName: names.industries[study.industry] }),
    order: (a, b) => a.order - b.order || byDateDesc(a, b),
    routes: { list: routes.caseStudies, entry: routes.caseStudy },
    card: (study, data) => cardText(study.title, `${data['pages/case-studies.yaml'].hero.eyebrow ?? data['pages/case-studies.yaml'].title} · ${study.industryName}`, study.client),
  }),
  blog: kind({
    schema: blogPostSchema,
    bodyRequired: true,
    translated: true,
    published: (post) => post.status === 'published',
    derive: (post, { names }) => ({ readTime: post.readTime ?? readingMinutes(post.words), categoryName: names.categories[post.category] }),
    order: byDateDesc,
    routes: {
      list: routes.blog,
      entry: routes.blogPost,
      more: (posts) => [
        ...extraPageNumbers(posts.length).map(routes.blogPage),
        ...blogCategories.flatMap((category) => [1, ...extraPageNumbers(posts.filter((post) => post.category === category).length)].map((n) => routes.blogCategoryPage(category, n))),
      ],
    },
    feed: (post) => ({ title: post.title, description: post.excerpt, date: post.date, category: post.categoryName, author: post.author }),
    lastModified: (post) => post.date,
    // A raster cover of the writer's own is the post's card; otherwise one is drawn.
    card: (post) => (socialImage(post) ? undefined : cardText(post.title, post.categoryName)),
  }),
  legal: kind({ schema: legalSchema, bodyRequired: true, order: (a, b) => a.slug.localeCompare(b.slug) }),
  team: kind({ schema: teamMemberSchema, bodyRequired: false, translated: true, order: byOrder }),
  whitepapers: kind({
    schema: whitepaperSchema,
    bodyRequired: true,
    order: byOrder,
    routes: { list: routes.resources, entry: routes.whitepaper },
    files: [{ route: routes.whitepaperPdf, write: async (paper): Promise<Uint8Array> => (await (await import('../resources/whitepaper-pdf')).whitepaperPdf(paper)).bytes }],
  }),
  webinars: kind({
    schema: webinarSchema,
    bodyRequired: false,
    order: byDateDesc,
    routes: { list: routes.resources, entry: routes.webinar },
    files: [{ route: routes.webinarCalendar, when: (w) => w.type === 'upcoming', write: async (w, base): Promise<string> => (await import('../resources/resources-data')).webinarCalendar(w, base) }],
  }),
  events: kind({
    schema: eventSchema,
    bodyRequired: true,
    published: (event) => !event.draft,
    derive: (event, { today }) => ({
      upcoming: event.date >= today,
      startsAt: isoWithOffset(event.date, event.start, event.timeZone),
      endsAt: isoWithOffset(event.date, event.end, event.timeZone),
      when: `${formatDate(event.date)}, ${event.start}–${event.end} ${zoneName(event.timeZone, event.date)}`,
      where: event.venue ?? event.online ?? '',
    }),
    // Upcoming first, soonest first; then past events, latest first.
    order: (a, b) =>
      Number(b.upcoming) - Number(a.upcoming) || (Date.parse(a.startsAt) - Date.parse(b.startsAt)) * (a.upcoming ? 1 : -1) || a.slug.localeCompare(b.slug),
    page: 'pages/events.yaml',
    routes: { list: routes.events, entry: routes.event },
    files: [
      {
        route: routes.eventCalendar,
        when: (event) => event.upcoming,
        write: async (event, base): Promise<string> =>
          (await import('../resources/ics')).calendarFile({
            uid: `event-${event.slug}@${new URL(site.url).hostname}`,
            title: event.title,
            description: `${event.summary}\n\n${siteUrl(routes.event(event.slug), base)}`,
            date: event.date,
            time: event.start,
            timeZone: event.timeZone,
            durationMinutes: (Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 60_000,
            location: event.where,
            url: siteUrl(routes.event(event.slug), base),
            organizer: { name: site.name, email: site.email },
            productId: `-//${site.name}//Events//EN`,
          }),
      },
    ],
    head: (event) => ({
      title: event.title,
      description: event.summary,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: event.title,
          description: event.summary,
          startDate: event.startsAt,
          endDate: event.endsAt,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: `https://schema.org/${event.online ? 'Online' : 'Offline'}EventAttendanceMode`,
          location: event.online ? { '@type': 'VirtualLocation', url: siteUrl(routes.event(event.slug)) } : { '@type': 'Place', name: event.venue, address: event.venue },
          organizer: { '@type': 'Organization', name: site.name, url: siteUrl(routes.home()) },
        } satisfies WithContext<Event>,
      ],
    }),
    entryData: (event, data) => ({
      calendar: event.upcoming ? routes.eventCalendar(event.slug) : undefined,
      registration: event.upcoming ? { copy: data['pages/events.yaml'].registration, delivery: webinarDelivery(event.title, { data }) } : undefined,
    }),
    highlight: (events, page) => {
      const next = events.find((event) => event.upcoming)
      return next && { eyebrow: page.highlight.eyebrow, title: next.title, text: next.summary, meta: `${next.when} · ${next.where}`, href: routes.event(next.slug), cta: page.highlight.cta }
    },
  }),
}

export type KindName = keyof typeof kinds
type Declared<K extends KindName> = (typeof kinds)[K]
type Derived<K extends KindName> = ReturnType<NonNullable<Declared<K>['derive']>>

/** One validated entry of a kind, with what the loader and the kind's `derive` add. */
export type Entry<K extends KindName> = z.output<Declared<K>['schema']> & EntryMeta & (Derived<K> extends object ? Derived<K> : object)

export const kindNames = Object.keys(kinds) as KindName[]

/** The declaration of a kind, typed loosely for code that walks every kind the same way. */
export function declaration(name: KindName): Kind<z.ZodType, object> {
  return kinds[name] as unknown as Kind<z.ZodType, object>
}

/** The page-copy file a kind declares, typed. */
export type PageOf<K extends KindName> = NonNullable<Declared<K>['page']> extends infer P extends DataFileName ? DataFiles[P] : never
