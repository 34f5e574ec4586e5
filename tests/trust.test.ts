/**
 * The proof a client looks for, in the built HTML (run `npm run build` first), derived from content/:
 * post covers, author boxes and tables of contents; client wordmarks, certification marks, each service's own
 * work, a case study's service; Careers offering Apply only when something is open.
 */
import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { personKey } from '#/lib/content/people'
import { SERVICE_POSTS_SHOWN } from '#/lib/content/service-work'
import { contentParsers, formatOf } from '#/lib/markdown/parsers'
import { categorySlug, routes } from '#/lib/permalink'
import { decode, readBuilt } from './support/html'

const content = loadContent()
const dom = (route: string) => parse(readBuilt(route))
const text = (el: HTMLElement | null | undefined) => decode(el?.text ?? '').replace(/\s+/g, ' ').trim()

/** The ## headings of a body as the build parses it, with the ids it gives them. */
function sectionsOf(post: (typeof content.blog)[number]) {
  const parser = contentParsers[formatOf(post.file)]
  const tree = parser.runSync(parser.parse(post.body)) as unknown as { children: { type: string; depth?: number; data?: { hProperties?: { id?: string } } }[] }
  return tree.children.filter((n) => n.type === 'heading' && n.depth === 2).map((n) => n.data!.hProperties!.id!)
}

describe('posts look like a publication', () => {
  it.each(content.blog.map((p) => [p.slug, p] as const))('%s: a cover on its page and on its card', (_slug, post) => {
    const article = dom(routes.blogPost(post.slug))
    const cover = article.querySelector('main [data-cover]')
    expect(cover, 'cover on the post page').toBeTruthy()
    if (post.cover) expect(cover!.querySelector('img')!.getAttribute('src')).toContain(post.cover.replace(/\.\w+$/, ''))
    else {
      expect(text(cover!.querySelector('svg'))).toContain(post.category)
      // the title's lines, each a <tspan>: read as one text, the words run together where a line ends ("Cybersecurity"
      // alone on the first line of a writer's post read "CybersecurityAwareness")
      const lines = cover!.querySelectorAll('svg text.title tspan').map((line) => line.textContent)
      expect(lines.length, 'title lines on the cover').toBeGreaterThan(0)
      // (compared without spaces: a word longer than a line is drawn in pieces, and a long title ends in "…")
      const drawn = lines.join(' ')
      const letters = (words: string) => words.replace(/\s+/g, '')
      expect(letters(post.title).startsWith(letters(drawn).replace(/…$/, '')), `${drawn} begins ${post.title}`).toBe(true)
    }
    const card = dom(routes.blogCategory(post.category))
      .querySelectorAll('main article')
      .find((c) => c.querySelector(`a[href="${routes.blogPost(post.slug)}"]`))
    expect(card?.querySelector('[data-cover]'), `card of ${post.slug} on ${routes.blogCategory(post.category)}`).toBeTruthy()
  })

  it.each(content.blog.map((p) => [p.slug, p] as const))("%s: an author box with the team member's portrait, role and bio", (_slug, post) => {
    const box = dom(routes.blogPost(post.slug)).querySelector('[data-author-box]')
    expect(text(box)).toContain(post.author)
    const member = content.team.find((m) => personKey(m.name) === personKey(post.author))
    if (!member) return expect(box!.querySelector('img')).toBeNull()
    expect(text(box)).toContain(member.role)
    expect(text(box)).toContain(member.bio)
    expect(box!.querySelector('img')!.getAttribute('src')).toContain(member.image.replace(/\.\w+$/, ''))
  })

  it.each(content.blog.map((p) => [p.slug, p] as const))('%s: a table of contents of its ## sections when it has at least three', (_slug, post) => {
    const page = dom(routes.blogPost(post.slug))
    const ids = sectionsOf(post)
    const toc = page.querySelector('[data-toc]')
    if (ids.length < 3) return expect(toc).toBeNull()
    expect(toc!.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`))
    const headings = page.querySelectorAll('[data-prose] h2')
    expect(headings.map((h) => h.id)).toEqual(ids)
    expect(toc!.querySelectorAll('a').map(text)).toEqual(headings.map(text))
  })

  it('frames every table in a focusable region named from content', () => {
    const withTables = content.blog.filter((p) => /^\|.*\|\s*$/m.test(p.body))
    expect(withTables.length).toBeGreaterThan(0)
    for (const post of withTables) {
      for (const table of dom(routes.blogPost(post.slug)).querySelectorAll('[data-prose] table')) {
        const frame = table.parentNode!
        expect(frame.hasAttribute('data-table-frame'), post.slug).toBe(true)
        expect(frame.getAttribute('tabindex')).toBe('0')
        expect(frame.getAttribute('role')).toBe('region')
        expect(decode(frame.getAttribute('aria-label') ?? '')).toBe(content.data['strings/interface.yaml'].posts.table)
      }
    }
  })
})

describe('proof of work', () => {
  it.each(['/', routes.caseStudies()])('%s shows every client wordmark with its industry', (route) => {
    const page = dom(route)
    for (const client of content.data['data/clients.yaml']) {
      const logo = page.querySelector(`img[alt="${client.name}"]`)
      expect(logo?.getAttribute('src'), client.name).toContain(client.logo)
      expect(text(logo!.parentNode)).toContain(client.industry)
    }
  })

  it('/about gives every certificate its own mark, scope and year', () => {
    const about = content.data['pages/about.yaml']
    const page = dom(routes.about())
    const marks = about.certifications.map((c) => c.mark)
    expect(new Set(marks).size).toBe(marks.length)
    for (const c of about.certifications) {
      const card = page.querySelectorAll('main article').find((a) => text(a.querySelector('h3')) === c.name)
      expect(card?.querySelector('img')?.getAttribute('src'), c.name).toContain(c.mark)
      expect(text(card)).toContain(c.scope)
      expect(text(card)).toContain(String(c.year))
    }
  })

  it('links the engagement models from the services page and the footer', () => {
    expect(dom(routes.services()).querySelector(`main a[href="${routes.howWeWork()}"]`)).toBeTruthy()
    expect(dom(routes.home()).querySelector(`footer a[href="${routes.howWeWork()}"]`)).toBeTruthy()
  })

  it.each(content.services.map((s) => [s.id, s] as const))('/services/%s links its own case studies and posts, and no others', (_id, service) => {
    const page = dom(routes.service(service.slug))
    const links = new Set(page.querySelectorAll('main a').map((a) => a.getAttribute('href')))
    for (const study of content['case-studies']) expect(links.has(routes.caseStudy(study.slug)), study.slug).toBe(study.service === service.id)
    const tags = service.blogTags.map((t) => t.toLowerCase())
    // the blog holds its posts newest first; a post may link itself from its body, so only the service's own list counts
    const mine = content.blog.filter((post) => service.blogCategories.includes(post.category) || post.tags.some((t) => tags.includes(t.toLowerCase())))
    for (const post of mine.slice(0, SERVICE_POSTS_SHOWN)) expect(links.has(routes.blogPost(post.slug)), post.slug).toBe(true)
    // the others are a link away, on the page of the service's blog category
    if (mine.length > SERVICE_POSTS_SHOWN) expect(links.has(service.blogCategories[0] ? routes.blogCategory(service.blogCategories[0]) : routes.blog())).toBe(true)
    if (links.has(routes.caseStudy(content['case-studies'].find((s) => s.service === service.id)?.slug ?? '-'))) {
      expect(text(page.querySelector('#work-title'))).toBe(content.data['pages/services.yaml'].work.title.replace('{service}', service.title))
    }
  })

  it.each(content['case-studies'].map((s) => [s.slug, s] as const))('/case-studies/%s links its service and shows each result once', (_slug, study) => {
    const page = dom(routes.caseStudy(study.slug))
    const service = content.services.find((s) => s.id === study.service)!
    expect(page.querySelector(`main a[href="${service.link ?? routes.service(service.slug)}"]`), service.id).toBeTruthy()
    const items = page.querySelectorAll('main li').map(text)
    for (const result of study.results) expect(items, result).not.toContain(result)
    const tiles = page.querySelectorAll('main dl > div').map((d) => `${text(d.querySelector('dt'))}=${text(d.querySelector('dd'))}`)
    for (const metric of study.metrics) expect(tiles).toContain(`${metric.label}=${metric.value}`)
  })

  it('offers Apply only while a position is open', () => {
    const careers = content.data['pages/careers.yaml']
    const hero = text(dom(routes.careers()).querySelector('main header, main section'))
    if (careers.positions.length) expect(hero).toContain(careers.apply.label)
    else {
      expect(text(dom(routes.careers()).querySelector('main'))).not.toContain(careers.apply.label)
      expect(hero).toContain(careers.emptyPositions.action.label)
    }
  })

  it('gives each hero slide its own image', () => {
    const images = content.data['pages/home.yaml'].slides.map((s) => s.image)
    expect(new Set(images).size).toBe(images.length)
  })
})

it('reads category routes the way the site builds them', () => {
  expect(routes.blogCategory('Digital Marketing')).toBe(`/blog/category/${categorySlug('Digital Marketing')}`)
})
