/**
 * The one schema module: every content kind of content/ is described here, and its TypeScript type is
 * inferred from the schema. The loader validates every file against these before anything renders.
 */
import { z } from 'zod'
import { isTimeZone } from '../time-zones'
import { DATE_FORMAT_MESSAGE, isCalendarDay } from './date-hint'
import { iconNames } from './icons'
import { asClock, asEmail, asFlag, asHttps, asKeywords, asMinutes, asNumber } from './written-values'

export const blogCategories = ['Cybersecurity', 'Cloud', 'Technology', 'Digital Marketing', 'Development'] as const
export const industries = ['Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Technology', 'Logistics'] as const

const text = z.string().trim().min(1, 'must not be empty')
const icon = z.enum(iconNames)

/** YYYY-MM-DD that names a real calendar day; accepts a Date for files parsed by other YAML engines. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_FORMAT_MESSAGE, abort: true })
    .refine(isCalendarDay, 'is not a real calendar date'),
)

/** Minutes of reading: 5, "5", "5 min", "5 mins", "5 minutes" or "5 min read". */
const readTime = z.preprocess(
  asMinutes,
  z.number({ error: 'must be a number of minutes, like 5 or "5 min read"' }).int('must be a whole number of minutes').positive('must be at least 1 minute'),
)

/** A whole number: an order, a rating, a year. */
const whole = () => z.preprocess(asNumber, z.number().int('must be a whole number'))

/** true or false; yes and no too (YAML 1.2 reads them as words, and writers write them). */
const flag = z.preprocess(asFlag, z.boolean())

/** A list of keywords; one line of them separated by commas ("backup, SME") is that list too. */
const keywords = z.preprocess(asKeywords, z.array(text))

/** Lower-case words joined by hyphens: safe in a URL without escaping. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')

/** No "." or ".." segment: a path names a page or a file of public/, never a way out of it. */
const noDotSegments = (value: string) => !value.split(/[?#]/)[0]!.split('/').some((segment) => segment === '.' || segment === '..')
/** A site path ("/contact") or an absolute http(s) URL. */
const href = z
  .string()
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'must be a site path starting with / or an http(s) URL')
  .refine(noDotSegments, 'must not contain "." or ".." segments; write the path from the site root')
/** An image under public/ ("/images/team/amina.svg"). */
const imagePath = z
  .string()
  .regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/i, 'must be a path under public/ ending in .svg, .png, .jpg, .webp or .avif')
  .refine(noDotSegments, 'must not contain "." or ".." segments; write the path from public/, like /images/team/amina.svg')

const linkLabel = z.strictObject({ label: text, href })
const heading = z.strictObject({ eyebrow: text.optional(), title: text, subtitle: text.optional() })
const callToAction = z.strictObject({ title: text, text, primary: linkLabel, secondary: linkLabel.optional() })
const featureCard = z.strictObject({ icon, title: text, text })
const stat = z.strictObject({ value: text, label: text })

/* ---------- MDX / Markdown collections (content/<kind>/<slug>.mdx) ---------- */

export const serviceSchema = z.strictObject({
  id: slug,
  order: whole(),
  icon,
  title: text,
  description: text,
  /** Where cards link to; defaults to the service's own page. */
  link: href.optional(),
  heroTitle: text,
  heroDescription: text,
  offerings: z.array(z.strictObject({ title: text, description: text, features: z.array(text).min(2) })).min(4).max(8),
  benefits: z.array(text).min(3),
  process: z.array(z.strictObject({ title: text, description: text })).min(5).max(6),
  faqs: z.array(z.strictObject({ question: text, answer: text })).length(4),
  /** Blog posts of these categories, or with one of `blogTags`, are listed on the service's page. */
  blogCategories: z.array(z.enum(blogCategories)).default([]),
  blogTags: keywords.default([]),
})

export const solutionSchema = z.strictObject({
  id: slug,
  order: whole(),
  icon,
  title: text,
  category: text,
  description: text,
  image: imagePath,
  imageAlt: text,
  features: z.array(text).min(3),
  benefits: z.array(z.strictObject({ icon, text })).min(3),
  industries: z.array(text).min(2),
  action: text,
})

const testimonialQuote = z.strictObject({ quote: text, author: text, role: text })

export const caseStudySchema = z.strictObject({
  title: text,
  client: text,
  /** The service this work illustrates (a service's id): the study is listed on that service's page. */
  service: slug,
  industry: z.enum(industries),
  icon,
  description: text,
  challenge: text,
  solution: text,
  results: z.array(text).length(4),
  metrics: z.array(stat).length(4),
  technologies: z.array(text).min(1),
  duration: text,
  testimonial: testimonialQuote,
  /** The story shown at /case-studies/detail. Exactly one study sets it. */
  featured: flag.default(false),
  /** Shown in the home page's Success Stories carousel. */
  showcase: flag.default(false),
  order: whole(),
  date: isoDate,
})

export const blogPostSchema = z.strictObject({
  title: text,
  excerpt: text,
  category: z.enum(blogCategories),
  date: isoDate,
  author: text,
  /** Minutes; computed from the word count when absent. */
  readTime: readTime.optional(),
  tags: keywords.default([]),
  draft: flag.default(false),
  /** The writer's own cover image; without it the build draws one from the title and category. */
  cover: imagePath.optional(),
  /** What the cover shows, for readers who cannot see it; leave out for a purely decorative image. */
  coverAlt: text.optional(),
})

export const legalSchema = z.strictObject({
  title: text,
  description: text,
  /** Pins the "last updated" date; without it the page shows today's date. */
  lastUpdated: isoDate.optional(),
  cards: z.array(z.strictObject({ icon, title: text, text })).length(6),
  contact: z.strictObject({ title: text, text }),
})

export const teamMemberSchema = z.strictObject({
  name: text,
  role: text,
  bio: text,
  image: imagePath,
  linkedin: z.preprocess(asHttps, z.url({ protocol: /^https$/, error: 'must be the https:// link of the profile, like https://www.linkedin.com/in/amina-hassan' })),
  email: z.preprocess(asEmail, z.email({ error: 'must be an e-mail address, like amina@kilele.co.ke' })),
  order: whole(),
})

/** A paper on /resources: its own page at /resources/whitepapers/<slug> and a PDF made from the same body. */
export const whitepaperSchema = z.strictObject({
  title: text,
  /** One or two sentences: the card and the page's description. */
  description: text,
  category: text,
  /** Published (YYYY-MM-DD): shown on the page and the PDF's title page. */
  date: isoDate,
  /** Position among the cards on /resources (lowest first). */
  order: whole(),
})

/** Clock time HH:MM (24 h), East Africa Time. */
const clockTime = z.preprocess(asClock, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM, 24-hour (like 10:00 or 14:30), in Nairobi time'))

/** A webinar on /resources: upcoming ones take registrations (and offer a calendar file), recorded ones a recording page. */
export const webinarSchema = z.strictObject({
  title: text,
  /** One or two sentences: the card and the page's summary. */
  description: text,
  date: isoDate,
  /** Start, Nairobi time (EAT, UTC+3). */
  time: clockTime,
  /** Minutes. */
  duration: z.preprocess(asMinutes, z.number({ error: 'must be a number of minutes, like 60 or "90 minutes"' }).int('must be a whole number of minutes').positive('must be a number of minutes, like 60')),
  type: z.enum(['upcoming', 'recorded']),
  keyPoints: z.array(text).min(2),
  speakers: z.array(z.strictObject({ name: text, role: text })).min(1),
  /** The recording (recorded webinars): an https link to the video. */
  video: z.preprocess(asHttps, z.url({ protocol: /^https$/, error: 'must be an https:// link to the video' })).optional(),
})

const clock = /^([01]\d|2[0-3]):[0-5]\d$/

/** A workshop or briefing (content/events): its page at /events/<slug>, registration while it is upcoming. */
export const eventSchema = z
  .strictObject({
    title: text,
    /** One or two sentences: the cards, the page's description and the calendar entry. */
    summary: text,
    /** What kind of event, as the card shows it ("Workshop", "Breakfast briefing"). */
    format: text,
    date: isoDate,
    /** Wall-clock start and end, HH:MM (24 h), in `timeZone`, the same day. */
    start: z.preprocess(asClock, z.string().regex(clock, 'must be a time written HH:MM, 24-hour (like 09:00 or 14:30)')),
    end: z.preprocess(asClock, z.string().regex(clock, 'must be a time written HH:MM, 24-hour (like 13:00 or 17:30)')),
    timeZone: z.string().refine(isTimeZone, 'must be a time zone name such as Africa/Nairobi').default('Africa/Nairobi'),
    /** Where it happens: an address (in person) or the platform (online); exactly one of the two. */
    venue: text.optional(),
    online: text.optional(),
    /** "Free" or "KES 2,500 per person". */
    fee: text,
    draft: flag.default(false),
  })
  .superRefine((event, context) => {
    if ((event.venue === undefined) === (event.online === undefined)) {
      context.addIssue({ code: 'custom', path: ['venue'], input: event.venue, message: 'set either venue (the address, for an event in person) or online (the platform), one of the two' })
    }
    if (clock.test(event.start) && clock.test(event.end) && event.end <= event.start) {
      context.addIssue({ code: 'custom', path: ['end'], input: event.end, message: `must be later than start (${event.start}); an event starts and ends on its date` })
    }
  })

/* ---------- data files (content/data/*.yaml and content/pages/*.yaml) ---------- */

/** A client shown in the logo strip: its wordmark is an SVG the project draws (public/images/clients/). */
export const clientSchema = z.strictObject({ name: text, industry: z.enum(industries), logo: imagePath })

export const testimonialSchema = z.strictObject({ name: text, role: text, company: text, content: text, rating: whole().pipe(z.number().min(1).max(5)) })

export const businessHoursSchema = z.strictObject({
  title: text,
  rows: z.array(z.strictObject({ days: text, hours: text, /** schema.org form, e.g. "Mo-Fr 09:00-18:00" */ openingHours: text.optional() })).min(1),
})

const newsletterBlock = heading.extend({ label: text, placeholder: text, button: text })

const heroSlide = z.strictObject({ badge: text, title: text, subtitle: text, image: imagePath, imageAlt: text })

export const homePageSchema = z.strictObject({
  title: text,
  description: text,
  slides: z.array(heroSlide).length(3),
  heroActions: z.strictObject({ primary: linkLabel, secondary: linkLabel }),
  stats: z.array(stat).length(3),
  services: heading.extend({ cta: linkLabel, learnMore: text }),
  stories: heading.extend({ cta: linkLabel, readMore: text }),
  testimonials: heading,
  /** The strip of client wordmarks (content/data/clients.yaml). */
  clients: heading,
  newsletter: newsletterBlock.extend({
    messages: z.strictObject({ requiredTitle: text, requiredText: text, invalidTitle: text, invalidText: text, successTitle: text, successText: text }),
  }),
  carousel: z.strictObject({
    pause: text,
    play: text,
    previous: text,
    next: text,
    slide: text,
    /** Each slide's name, "2 of 4": {number} is its place, {count} how many there are. */
    slideOf: text.regex(/\{number\}/, 'must contain {number}').regex(/\{count\}/, 'must contain {count}'),
  }),
  /** The hero's scroll-down arrow (a label for screen readers) */
  scrollDown: text,
})

export const aboutPageSchema = z.strictObject({
  title: text,
  description: text,
  hero: heading,
  mission: z.strictObject({ title: text, text }),
  vision: z.strictObject({ title: text, text }),
  valuesHeading: heading,
  values: z.array(featureCard).length(4),
  stats: z.array(stat).length(4),
  certificationsHeading: heading,
  certifications: z
    .array(z.strictObject({ name: text, text, /** Its mark, drawn for the site (an SVG under public/images/certifications/). */ mark: imagePath, scope: text, year: whole().pipe(z.number().min(1990).max(2100)) }))
    .length(4),
  certificationLabels: labels('scope', 'since'),
  cta: callToAction,
})

/** Short interface words of a page (button and section labels), each one required. */
function labels<const K extends string>(...keys: K[]) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>)
}

const pageBase = z.strictObject({ title: text, description: text, hero: heading })

export const servicesPageSchema = pageBase.extend({
  cta: callToAction,
  detailCta: callToAction,
  /** The link to the engagement models page, under the service cards and on each service page. */
  howWeWork: heading.extend({ link: linkLabel }),
  /** A service page's own case studies and posts; "{service}" is the service's title. */
  work: z.strictObject({ title: text.regex(/\{service\}/, 'must contain {service}'), subtitle: text, caseStudies: text, posts: text, morePosts: text }),
  labels: labels('learnMore', 'getStarted', 'consultation', 'offerings', 'benefits', 'process', 'faq', 'allServices'),
})

export const solutionsPageSchema = pageBase.extend({
  cta: callToAction,
  labels: labels('learnMore', 'getStarted', 'features', 'benefits', 'industries', 'back'),
})

export const caseStudiesPageSchema = pageBase.extend({
  cta: callToAction,
  labels: labels('readStory', 'challenge', 'solution', 'results', 'technologies', 'duration', 'client', 'industry', 'back', 'story', 'featured', 'service'),
  /** The strip of client wordmarks (content/data/clients.yaml). */
  clients: heading,
})

export const blogPageSchema = pageBase.extend({
  /** "{n}" is the page number: "Blog, page {n}". */
  pageTitle: text.regex(/\{n\}/, 'must contain {n}'),
  pageDescription: text.regex(/\{n\}/, 'must contain {n}'),
  /** "{category}" is the category name. */
  categoryTitle: text.regex(/\{category\}/, 'must contain {category}'),
  categoryDescription: text.regex(/\{category\}/, 'must contain {category}'),
  /** A category's list page 2 and after: "{category} Articles, page {n}". */
  categoryPageTitle: text.regex(/\{category\}/, 'must contain {category}').regex(/\{n\}/, 'must contain {n}'),
  categoryPageDescription: text.regex(/\{category\}/, 'must contain {category}').regex(/\{n\}/, 'must contain {n}'),
  /** The motif of each category's drawn post covers. */
  categoryIcons: z.record(z.enum(blogCategories), icon),
})

export const legalPageLabelsSchema = z.strictObject({ labels: labels('lastUpdated', 'email', 'phone', 'address') })

export const teamPageSchema = pageBase.extend({
  labels: labels('linkedin', 'email'),
  valuesHeading: heading,
  values: z.array(featureCard).length(4),
})

export const careersPageSchema = pageBase.extend({
  cta: callToAction,
  /** The hero's and each position's button while there are open positions. */
  apply: linkLabel,
  positionsHeading: heading,
  /** Shown while `positions` is empty; `action` replaces the Apply button in the hero. */
  emptyPositions: z.strictObject({ title: text, text, action: linkLabel }),
  positions: z.array(
    z.strictObject({ title: text, description: text, department: text, location: text, type: text, requirements: z.array(text) }),
  ),
  benefitsHeading: heading,
  benefits: z.array(featureCard).length(8),
})

/** A registration form's words: a webinar's or an event's (the `webinar` field names the one registered for). */
const registrationCopy = z.strictObject({
  title: text,
  text,
  fields: z.strictObject({ webinar: text, name: text, email: text, organisation: text, phone: text }),
  submit: text,
  sentTitle: text,
  sentText: text,
})

export const resourcesPageSchema = pageBase.extend({
  labels: labels(
    'download', 'readOnline', 'pages', 'register', 'watch', 'readStory', 'upcoming', 'recorded', 'client', 'industry', 'minutes', 'eat',
    'addToCalendar', 'published', 'back', 'keyPoints', 'speakers', 'watchVideo', 'noVideo', 'learn', 'pdf',
  ),
  /** The tab list's name for screen readers (`label`) and each tab's. */
  tabs: z.strictObject({ label: text, whitepapers: text, webinars: text, caseStudies: text }),
  caseStudies: z.array(z.strictObject({ title: text, client: text, industry: text })).length(3),
  newsletter: newsletterBlock,
  /** The webinar registration form (/resources/webinars/<slug>). */
  registration: registrationCopy.extend({ calendarText: text }),
})

export const contactPageSchema = pageBase.extend({
  detailsHeading: text,
  socialHeading: text,
  whatsappLabel: text,
  form: z.strictObject({
    title: text,
    submit: text,
    sentTitle: text,
    sentText: text,
    fields: z.strictObject({ name: text, email: text, company: text, phone: text, service: text, message: text }),
    servicePlaceholder: text,
    /** Service ids offered in the select. */
    services: z.array(slug).min(1),
  }),
  map: z.strictObject({ title: text, linkLabel: text }),
})

/** The menus (the `navigation` of content/strings/interface.yaml): a group lists "all" and then every entry of a content folder. */
export const navigationSchema = z.strictObject({
  main: z
    .array(z.union([z.strictObject({ label: text, href, all: text, entries: z.enum(['services', 'solutions']) }), linkLabel]))
    .min(1),
  contact: linkLabel,
  company: z.array(linkLabel).min(1),
  legal: z.array(linkLabel).min(1),
  labels: labels('menu', 'closeMenu', 'services', 'company', 'getInTouch', 'rights', 'mainNav', 'mobileNav', 'scrollToTop', 'skipToContent', 'themeToDark', 'themeToLight', 'search', 'breadcrumb'),
})

export const eventsPageSchema = pageBase.extend({
  labels: labels('upcoming', 'past', 'noUpcoming', 'details', 'when', 'where', 'fee', 'online', 'register', 'addToCalendar', 'back', 'tookPlace'),
  /** The home page's card for the next event. */
  highlight: z.strictObject({ eyebrow: text, cta: text }),
  /** The registration form on an upcoming event's page (delivered like the webinar form). */
  registration: registrationCopy,
})

/** /how-we-work: the engagement models with indicative prices, edited by the site owner. */
export const howWeWorkPageSchema = pageBase.extend({
  models: z
    .array(z.strictObject({ icon, name: text, summary: text, price: text, priceNote: text, fits: text, includes: z.array(text).min(2) }))
    .min(1),
  /** What the prices include and exclude, shown under the models. */
  note: text,
  labels: labels('fits', 'includes', 'from'),
  cta: callToAction,
})

/** /search: the search form's words, the result lines ("{count}", "{query}") and each kind's label. */
/**
 * /offline: what a visitor's browser shows, from the service worker's copy, for a page it could not load without a
 * connection (lib/offline/service-worker.js): the ways to reach the company that work offline and the pages saved.
 */
export const offlinePageSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  text,
  /** The button that loads the page again. */
  retry: text,
  /** The phone link's words: "{phone}" is filled in. */
  call: text.regex(/\{phone\}/, 'must contain {phone}'),
  /** The e-mail link's words (a mail app keeps the message until the phone is back online): "{email}" is filled in. */
  email: text.regex(/\{email\}/, 'must contain {email}'),
  /** Above the list of pages this browser has kept (shown only when there are some). */
  saved: text,
})

export const searchPageSchema = pageBase.extend({
  label: text,
  placeholder: text,
  submit: text,
  results: text.regex(/\{count\}/, 'must contain {count}').regex(/\{query\}/, 'must contain {query}'),
  oneResult: text.regex(/\{query\}/, 'must contain {query}'),
  noResults: text.regex(/\{query\}/, 'must contain {query}'),
  /** The button under a long list of results that shows the next ones ("{count}": how many it shows). */
  more: text.regex(/\{count\}/, 'must contain {count}'),
  loading: text,
  failed: text,
  browse: text,
  /** Under a section that lists only its first entries (lib/search.ts): the link to its own list ("{count}": how many it has). */
  browseAll: text.regex(/\{count\}/, 'must contain {count}'),
  company: text,
  /** The page list's heading per content folder that has pages. */
  sections: z.record(slug, text),
  /** A label per content folder that has pages (lib/content/kinds.ts; the check names a missing one), and `page`. */
  kinds: z.record(slug, text).refine((kinds) => Object.hasOwn(kinds, 'page'), 'must have a label for page (every page that is not an entry of a content folder)'),
})

export const notFoundPageSchema = z.strictObject({ title: text, heading: text, text, homeLabel: text })

/* ---------- leads (the `leads` of content/strings/interface.yaml): WhatsApp greeting, contact bar, form delivery, thank-you pages ---------- */

const thanksPage = z.object({ title: text, description: text, links: z.array(linkLabel).min(1) })

export const leadsSchema = z.object({
  whatsapp: z.object({ message: text.regex(/\{topic\}/, 'must contain {topic}'), generalTopic: text }),
  contactBar: z.object({ label: text, call: text, whatsapp: text, contact: text }),
  delivery: z.object({ sending: text, failedTitle: text, alternatives: text, whatsapp: text, email: text, honeypot: text }),
  contact: z.object({ failedText: text, mailSubject: text }),
  newsletter: z.object({ failedText: text, request: text, mailSubject: text }),
  webinar: z.object({ failedText: text, mailSubject: text, request: text.regex(/\{webinar\}/, 'must contain {webinar}') }),
  thanks: z.object({ contact: thanksPage, newsletter: thanksPage, webinar: thanksPage }),
})

export type Leads = z.infer<typeof leadsSchema>

/** Around posts and their lists: the meta line, author box, pagination, table of contents. */
export const postLabelsSchema = labels(
  'readMore', 'back', 'related', 'minRead', 'by', 'published', 'draft', 'scheduled', 'latest', 'categories', 'allPosts', 'pagination', 'previous', 'next', 'noPosts', 'tags',
  'contents', 'aboutAuthor', 'table',
)

/**
 * One language's interface strings (content/strings/interface.yaml, and interface.<lang>.yaml per other
 * language): the frame of every page and the controls shared by pages. A page's own copy stays in content/pages/.
 */
export const interfaceStringsSchema = z.strictObject({
  /** The language's own name and the switcher's words, shown on the other editions' pages. */
  edition: z.strictObject({ name: text, switchTo: text }),
  /** The company in a few lines: the footer, and the description search engines read. */
  blurb: text,
  navigation: navigationSchema,
  leads: leadsSchema,
  notFound: notFoundPageSchema,
  posts: postLabelsSchema,
  /** The names a reader sees for the fixed values a writer picks: a post's category, a case study's industry. */
  names: z.strictObject({ categories: z.record(z.enum(blogCategories), text), industries: z.record(z.enum(industries), text) }),
})

export type InterfaceStrings = z.infer<typeof interfaceStringsSchema>

export type Service = z.infer<typeof serviceSchema>
export type Whitepaper = z.infer<typeof whitepaperSchema>
export type Webinar = z.infer<typeof webinarSchema>
export type Solution = z.infer<typeof solutionSchema>
export type CaseStudy = z.infer<typeof caseStudySchema>
export type BlogPost = z.infer<typeof blogPostSchema>
export type Legal = z.infer<typeof legalSchema>
export type TeamMember = z.infer<typeof teamMemberSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type BusinessHours = z.infer<typeof businessHoursSchema>
export type HomePage = z.infer<typeof homePageSchema>
export type AboutPage = z.infer<typeof aboutPageSchema>
export type ServicesPage = z.infer<typeof servicesPageSchema>
export type SolutionsPage = z.infer<typeof solutionsPageSchema>
export type CaseStudiesPage = z.infer<typeof caseStudiesPageSchema>
export type BlogPage = z.infer<typeof blogPageSchema>
export type LegalLabels = z.infer<typeof legalPageLabelsSchema>
export type TeamPage = z.infer<typeof teamPageSchema>
export type CareersPage = z.infer<typeof careersPageSchema>
export type ResourcesPage = z.infer<typeof resourcesPageSchema>
export type SearchPage = z.infer<typeof searchPageSchema>
export type ContactPage = z.infer<typeof contactPageSchema>
export type HowWeWorkPage = z.infer<typeof howWeWorkPageSchema>
export type OfflinePage = z.infer<typeof offlinePageSchema>
export type Client = z.infer<typeof clientSchema>
export type NotFoundPage = z.infer<typeof notFoundPageSchema>
export type Navigation = z.infer<typeof navigationSchema>
export type Stat = z.infer<typeof stat>
export type FeatureCard = z.infer<typeof featureCard>
export type CallToAction = z.infer<typeof callToAction>
export type Heading = z.infer<typeof heading>
export type LinkLabel = z.infer<typeof linkLabel>

/** Data files: path under content/ -> schema. */
export const dataFiles = {
  'data/testimonials.yaml': z.array(testimonialSchema).min(1),
  'data/business-hours.yaml': businessHoursSchema,
  'data/clients.yaml': z.array(clientSchema).min(1),
  'pages/home.yaml': homePageSchema,
  'pages/about.yaml': aboutPageSchema,
  'pages/services.yaml': servicesPageSchema,
  'pages/solutions.yaml': solutionsPageSchema,
  'pages/case-studies.yaml': caseStudiesPageSchema,
  'pages/blog.yaml': blogPageSchema,
  'pages/legal.yaml': legalPageLabelsSchema,
  'pages/team.yaml': teamPageSchema,
  'pages/careers.yaml': careersPageSchema,
  'pages/resources.yaml': resourcesPageSchema,
  'pages/contact.yaml': contactPageSchema,
  'pages/how-we-work.yaml': howWeWorkPageSchema,
  'pages/events.yaml': eventsPageSchema,
  'pages/search.yaml': searchPageSchema,
  'pages/offline.yaml': offlinePageSchema,
  'strings/interface.yaml': interfaceStringsSchema,
} as const

export type DataFileName = keyof typeof dataFiles
