/** Every route of the spec, prerendered: its <title> and a text from its content. Runs over dist/ (npm test builds it). */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { defaultLang, splitEdition } from '#/lib/editions'
import { blogCategories } from '#/lib/content/schema'
import { categorySlug } from '#/lib/permalink'
import { fillTemplate } from '#/lib/fill-template'
import { site } from '#/site.config'
import { keptTogether, NOWRAP_CLASS } from '#/lib/compound-words'
import { builtFiles, builtHtmlFiles, builtRoutes } from '#/scripts/lib/routes'
import { decode, DIST, readBuilt, titleOf, visibleText, wordsRunTogether } from './support/html'
import { changesMoreThanColours, darkThemeDeclarations } from './support/theme-css'

const content = loadContent()
const S = ' - Kilele Technologies'
const careers = content.data['pages/careers.yaml']
const positions = careers.positions
const resourcesPage = content.data['pages/resources.yaml']

/** The spec's routes with the spec's texts, then a row for every entry a writer has added. */
const specTable: [route: string, title: string, text: string[]][] = [
  ['/', `Home${S}`, ['Our Services', 'Success Stories', 'What Our Clients Say', '500+', 'Security Audits', 'Make Inquiry', 'Explore Services']],
  ['/about', `About Us${S}`, ['Client-Focused', 'Partnership', '10+', 'Years Experience', 'ISO 27001', 'SOC 2', 'AWS Partner', 'Google Cloud']],
  ['/services', `Our Services${S}`, ['Book Free Consultation', 'Learn More', 'Software Development', 'Web Design']],
  ['/services/software-development', `Software Development${S}`, ['What We Offer', 'Why Choose Us', 'Our Process', '2-week sprints']],
  ['/services/cybersecurity', `Cybersecurity${S}`, ['within 1 hour', 'full team within 4 hours', 'Get Started']],
  ['/services/it-consultancy', `IT Consultancy${S}`, ['Frequently Asked Questions']],
  ['/services/training', `Training${S}`, ['10-15']],
  ['/services/digital-marketing', `Digital Marketing${S}`, ['Our Process']],
  ['/services/cctv', `CCTV Installation${S}`, ['30-90 days']],
  ['/services/web-design', `Web Design${S}`, ['What We Offer']],
  ['/solutions', `Solutions${S}`, ['Point of Sale', 'Smart Security & Surveillance', 'Key Features', 'Industries We Serve']],
  ['/solutions/pos', `Point of Sale${S}`, ['Request Demo', 'Back to Solutions', '40%']],
  ['/solutions/cctv', `Smart Security & Surveillance${S}`, ['Schedule a Survey', 'Back to Solutions']],
  ['/case-studies', `Case Studies${S}`, ['Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Technology', 'Logistics']],
  ['/case-studies/detail', `Featured case study: ${content['case-studies'].find((s) => s.featured)!.title}${S}`, ['95%', '3x', '$500K', '99.9%', '6 months', '200+ alerts per month', 'Back to Case Studies']],
  ['/blog', `Blog${S}`, ['min read', content.blog[0]!.title]],
  ['/blog/post', `Latest article: ${content.blog[0]!.title}${S}`, ['Back to Blog', 'Related Articles']],
  ...blogCategories.map((c): [string, string, string[]] => [
    `/blog/category/${categorySlug(c)}`,
    `${c} Articles${S}`,
    content.blog.filter((p) => p.category === c).map((p) => p.title),
  ]),
  // Page 2 and on exist once there are more than site.blogPageSize posts (tests/preview-base-path.test.ts builds them).
  ...Array.from({ length: Math.ceil(content.blog.length / site.blogPageSize) - 1 }, (_, i): [string, string, string[]] => [
    `/blog/page/${i + 2}`,
    `Blog, page ${i + 2}${S}`,
    content.blog.slice((i + 1) * site.blogPageSize, (i + 2) * site.blogPageSize).map((p) => p.title),
  ]),
  // The spec's empty state while the list is empty; each position once a writer has added some.
  ['/how-we-work', `${content.data['pages/how-we-work.yaml'].title}${S}`, content.data['pages/how-we-work.yaml'].models.flatMap((m) => [m.name, m.price, m.fits, ...m.includes])],
  ['/careers', `Careers${S}`, ['Get in Touch', ...(positions.length ? [careers.apply.label, ...positions.map((p) => p.title)] : [careers.emptyPositions.title, careers.emptyPositions.text, careers.emptyPositions.action.label])]],
  ['/contact', `Contact Us${S}`, ['Send Us a Message', 'Business Hours', '9:00 AM - 6:00 PM', '10:00 AM - 2:00 PM', 'Chat on WhatsApp']],
  // Where a form lands without JavaScript: the words of its success toast, and the way back.
  ['/contact/thanks', `Message Sent${S}`, ['Message Sent!', "We'll get back to you within 24 hours.", 'Back to Contact', 'Explore Our Services']],
  ['/newsletter/thanks', `Subscribed${S}`, ['Success!', "You've been subscribed to our newsletter", 'Back to Home', 'Browse Resources']],
  ['/team', `Our Team${S}`, ['Excellence', 'Integrity', 'Innovation', 'Client Success', ...content.team.map((m) => m.name)]],
  ['/resources', `Resources${S}`, ['Whitepapers', 'Webinars', 'Case Studies', 'Stay Updated', 'Download', ...content.whitepapers.map((w) => w.title), ...content.webinars.map((w) => w.title)]],
  ['/privacy', `Privacy Policy${S}`, ['Last updated', 'not directed to people under 18', 'Cookies', 'What Our Forms Collect', 'sets no cookies', 'Netlify']],
  ['/terms', `Terms of Service${S}`, ['Last updated', 'within 30 days', "30 days' notice", 'capped at the amount paid for the specific service']],
  ['404.html', `Page Not Found${S}`, ['404', 'Oops! Page not found', 'Return to Home']],
  ...content.blog.map((p): [string, string, string[]] => [`/blog/${p.slug}`, `${p.title}${S}`, [p.excerpt, p.author]]),
  ...content['case-studies'].map((s): [string, string, string[]] => [`/case-studies/${s.slug}`, `${s.title}${S}`, [s.client, s.challenge]]),
]
const eventsPage = content.data['pages/events.yaml']
const searchPage = content.data['pages/search.yaml']
const offlinePage = content.data['pages/offline.yaml']
const specRoutes = new Set(specTable.map(([route]) => route))
const table: [route: string, title: string, text: string[]][] = [
  ...specTable,
  ...content.services
    .filter((s) => !specRoutes.has(`/services/${s.slug}`))
    .map((s): [string, string, string[]] => [`/services/${s.slug}`, `${s.title}${S}`, [s.heroTitle, ...s.offerings.map((o) => o.title), ...s.faqs.map((f) => f.question)]]),
  ...content.solutions
    .filter((s) => !specRoutes.has(`/solutions/${s.slug}`))
    .map((s): [string, string, string[]] => [`/solutions/${s.slug}`, `${s.title}${S}`, [s.description, s.action, 'Back to Solutions']]),
  // Resources: a page per whitepaper and per webinar (content/whitepapers, content/webinars), and where a
  // webinar registration lands without JavaScript.
  ...content.whitepapers.map((w): [string, string, string[]] => [
    `/resources/whitepapers/${w.slug}`,
    `${w.title}${S}`,
    [w.description, w.category, /^## (.+)$/m.exec(w.body)![1]!, resourcesPage.labels.download, resourcesPage.labels.back],
  ]),
  ...content.webinars.map((w): [string, string, string[]] => [
    `/resources/webinars/${w.slug}`,
    `${w.title}${S}`,
    [
      w.description,
      ...w.keyPoints,
      ...w.speakers.map((s) => s.name),
      ...(w.type === 'upcoming'
        ? [resourcesPage.registration.title, resourcesPage.registration.fields.email, resourcesPage.labels.addToCalendar]
        : [w.video ? resourcesPage.labels.watchVideo : resourcesPage.labels.noVideo]),
    ],
  ]),
  // The site search: the form, and every page by section (its own words from pages/search.yaml).
  ['/search', `${searchPage.title}${S}`, [searchPage.hero.title, searchPage.label, searchPage.browse, searchPage.company, ...content.blog.map((p) => p.title)]],
  // What the service worker shows without a connection (content/pages/offline.yaml): the ways to reach us that work offline.
  ['/offline', `${offlinePage.title}${S}`, [offlinePage.heading, offlinePage.text, fillTemplate(offlinePage.call, { phone: site.phone }), fillTemplate(offlinePage.email, { email: site.email })]],
  // Events (content/events): the list and a page per event.
  [`/events`, `${eventsPage.title}${S}`, [eventsPage.hero.title, eventsPage.labels.upcoming, ...content.events.map((e) => e.title)]],
  ...content.events.map((e): [string, string, string[]] => [
    `/events/${e.slug}`,
    `${e.title}${S}`,
    [e.summary, e.format, e.fee, eventsPage.labels.back, ...(e.upcoming ? [eventsPage.registration.title, eventsPage.labels.addToCalendar] : [eventsPage.labels.tookPlace])],
  ]),
  [
    '/resources/webinars/thanks',
    `${content.data['strings/interface.yaml'].leads.thanks.webinar.title}${S}`,
    [resourcesPage.registration.sentTitle, resourcesPage.registration.sentText, ...content.data['strings/interface.yaml'].leads.thanks.webinar.links.map((l) => l.label)],
  ],
]

describe('built pages', () => {
  it.each(table)('%s has title %j and its content', (route, title, texts) => {
    const html = readBuilt(route)
    expect(titleOf(html)).toBe(title)
    const text = visibleText(html)
    for (const t of texts) expect(text).toContain(t)
  })

  it('builds no route that the table does not cover (the other languages\' pages are tests/languages.test.ts\'s)', () => {
    const covered = new Set(table.map(([route]) => route))
    expect(builtRoutes().filter((r) => splitEdition(r).lang === defaultLang && !covered.has(r))).toEqual([])
  })

  it('publishes no leftover of the build tools (no hidden file or folder, such as an empty .vite)', () => {
    expect(fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.split(path.sep).some((part) => part.startsWith('.')))).toEqual([])
  })

  it('publishes no WebP copy of the default social card while no page shows it (networks read its PNG)', () => {
    const pages = builtHtmlFiles().map((file) => fs.readFileSync(path.join(DIST, file), 'utf8'))
    if (pages.some((html) => /og-default-\d+w\.webp/.test(html))) return
    expect(fs.readdirSync(path.join(DIST, 'images')).filter((file) => /^og-default-\d+w\.webp$/.test(file))).toEqual([])
  })

  it('gives every page the shared layout: navbar, footer with the current year, scroll-to-top', () => {
    for (const [route] of table) {
      const text = visibleText(readBuilt(route))
      const html = readBuilt(route)
      expect(html).toContain('data-navbar')
      expect(text).toContain(`© ${new Date().getFullYear()}`)
      expect(text).toContain('Privacy Policy')
      expect(html).toContain('aria-label="Scroll to top"')
    }
  })

  it('promises nothing the site does not do: no cookies, so no cookie banner or analytics', () => {
    const privacy = visibleText(readBuilt('/privacy'))
    expect(privacy).not.toMatch(/analytics cookies|marketing cookies|accept or decline (non-essential )?cookies|when you first visit/i)
    // and indeed the site sets none: no page or script of the build writes document.cookie
    const files = builtFiles().filter((f) => /\.(html|js)$/.test(f))
    expect(files.filter((f) => /document\.cookie|cookieStore/.test(fs.readFileSync(path.join(DIST, f), 'utf8')))).toEqual([])
  })

  it('sends no carousel slide twice: the clones that looping needs are made in the browser once it mounts (components/ui/Carousel.tsx)', () => {
    const withCarousel = builtHtmlFiles().map((file) => fs.readFileSync(path.join(DIST, file), 'utf8')).filter((html) => html.includes('aria-roledescription="carousel"'))
    expect(withCarousel.length).toBeGreaterThan(0)
    for (const html of withCarousel) expect(html).not.toMatch(/class="[^"]*\bslick-cloned\b/)
  })

  it('renders styles into the HTML (no flash of unstyled content)', () => {
    expect(readBuilt('/')).toMatch(/<style data-styled="true"[^>]*>[^<]{1000,}/)
  })

  it('marks the current page and section in the navbar', () => {
    expect(readBuilt('/blog')).toMatch(/<a[^>]*href="\/blog"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/blog"/)
    expect(readBuilt('/services/cybersecurity')).toMatch(/<summary aria-current="page">Services/)
    expect(readBuilt('/solutions/pos')).toMatch(/<summary aria-current="page">Solutions/)
    expect(readBuilt('/about')).not.toMatch(/<summary aria-current="page">/)
  })
})

describe('hyphenated words in headings (lib/compound-words.ts)', () => {
  const kept = new RegExp(`<span class="${NOWRAP_CLASS}">[^<]*</span>`, 'g')
  it('keeps every short hyphenated word of every heading on one line ("M-Pesa", not "M-" and "Pesa"), with the rule in the page CSS', () => {
    const loose: string[] = []
    for (const route of builtRoutes()) {
      const html = readBuilt(route)
      expect(html, route).toContain(`.${NOWRAP_CLASS}{white-space:nowrap;}`)
      for (const [, , inner] of html.matchAll(/<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
        const outside = decode(inner!.replace(kept, ' ').replace(/<[^>]+>/g, ''))
        for (const [word] of outside.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) if (keptTogether(word, 'heading')) loose.push(`${route}: ${word}`)
      }
    }
    expect(loose).toEqual([])
  })
})

it("never runs two elements' words together in a page's main content (the search indexes and a reader view reads the words a visitor sees)", () => {
  const together = builtRoutes().flatMap((route) => wordsRunTogether(readBuilt(route)).map((place) => `${route}: ${place}`))
  expect([...new Set(together.map((line) => line.replace(/^[^:]*: /, '')))], together.slice(0, 20).join('\n')).toEqual([])
})

it("sends a link's words to one place across a page's menus and footer (the footer's CCTV Installation went to /solutions, the menu's to its page)", () => {
  const elsewhere: string[] = []
  for (const route of builtRoutes()) {
    const html = readBuilt(route)
    const chrome = [/<header[\s\S]*?<\/header>/.exec(html)?.[0], /<footer[\s\S]*?<\/footer>/.exec(html)?.[0]].join('')
    const places = new Map<string, Set<string>>()
    for (const [, attributes, inner] of chrome.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
      const href = /\bhref="([^"]*)"/.exec(attributes!)?.[1]
      if (href === undefined) continue
      const name = decode(/\baria-label="([^"]*)"/.exec(attributes!)?.[1] ?? inner!.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim()
      places.set(name, (places.get(name) ?? new Set()).add(href!.replace(/\/$/, '') || '/'))
    }
    for (const [name, hrefs] of places) if (hrefs.size > 1) elsewhere.push(`${route}: "${name}" -> ${[...hrefs].join(', ')}`)
  }
  expect(elsewhere.slice(0, 10)).toEqual([])
})

it("changes only colours in the dark theme (and the theme button's name), so the route walk runs axe's colour rules alone there", () => {
  // the scanner finds what it must: a dark rule that hides something, a variable that is not a colour
  const sample = "a{color:red}/*!sc*/\n@media (prefers-color-scheme:dark){:root{--color-ink:#fff;color-scheme:dark}.menu{display:none}}:root[data-theme='dark'] .x{--gap:2px}"
  expect(darkThemeDeclarations(sample).filter(changesMoreThanColours)).toEqual([{ selector: '.menu', property: 'display' }, { selector: ":root[data-theme='dark'] .x", property: '--gap' }])
  const found = new Set<string>()
  let dark = 0
  for (const file of builtFiles(DIST).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(DIST, file), 'utf8')
    for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      const declarations = darkThemeDeclarations(css!)
      dark += declarations.length
      for (const d of declarations.filter(changesMoreThanColours)) found.add(`${d.selector} { ${d.property} }`)
    }
    // nor may a page pick an image, a stylesheet or a source by the colour scheme
    if (/media=["'][^"']*prefers-color-scheme/.test(html)) found.add(`${file}: an element chosen by prefers-color-scheme`)
  }
  expect(dark).toBeGreaterThan(0)
  expect([...found]).toEqual([])
  // and no script but the theme button's reads the colour scheme (the button shows the theme's name; theme.test.ts)
  const scripts = builtFiles(DIST).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(DIST, f), 'utf8').includes('prefers-color-scheme'))
  for (const file of scripts) expect(fs.readFileSync(path.join(DIST, file), 'utf8'), file).toContain('data-theme-toggle')
})
