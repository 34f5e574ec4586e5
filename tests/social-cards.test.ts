/**
 * Social cards of the production build in dist/client: every entry of every kind that declares a card
 * (lib/content/kinds.ts `card`) has its own 1200x630 PNG of at most 300 KB, and its page names it with an
 * absolute URL, its size and its text alternative; posts also carry the article:* tags.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { declaration, kindNames, type EntryMeta } from '#/lib/content/kinds'
import { loadContent, loadEditions } from '#/lib/content/loader'
import { editionRoute } from '#/lib/editions'
import { routes } from '#/lib/permalink'
import { cardRoute } from '#/lib/social-card'
import { publishedAt } from '#/lib/structured-data'
import { site } from '#/site.config'
import { DIST, readBuilt } from './support/html'

/** WhatsApp drops a link preview whose image is larger. */
const MAX_BYTES = 300 * 1024

const content = loadContent()
const meta = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content')

/**
 * Every entry whose kind declares a card and that gets one (a post with its own raster cover does not), in
 * every language: a translated entry's page (/sw/services/x) has its own card in its words (/sw/cards/...).
 */
const cards = Object.values(loadEditions()).flatMap((edition) =>
  kindNames.flatMap((kind) => {
    const { card, routes: kindRoutes } = declaration(kind)
    if (!card || !kindRoutes?.entry) return []
    return (edition[kind] as EntryMeta[]).flatMap((entry) => {
      const text = card(entry, edition.data)
      return text ? [{ kind, page: editionRoute(kindRoutes.entry!(entry.slug), edition.lang), card: cardRoute(kind, entry.slug, edition.lang), text }] : []
    })
  }),
)

describe('social cards', () => {
  it('exist for the entries of every kind that declares them', () => {
    expect(new Set(cards.map((c) => c.kind)).size).toBeGreaterThanOrEqual(4)
  })

  it.each(cards.map((c) => [c.card, c] as const))('%s is a 1200x630 PNG of at most 300 KB', (route) => {
    const png = fs.readFileSync(path.join(DIST, route))
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    expect(png.toString('latin1', 12, 16)).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(png.length).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('differ from page to page', () => {
    const hashes = cards.map((c) => createHash('sha256').update(fs.readFileSync(path.join(DIST, c.card))).digest('hex'))
    expect(new Set(hashes).size).toBe(cards.length)
  })

  it.each(cards.map((c) => [c.page, c] as const))('%s names its own card with an absolute URL, its size and alt', (page, { card, text }) => {
    const doc = parse(readBuilt(page))
    expect(meta(doc, 'og:image')).toBe(`${site.url}${card}`)
    expect(meta(doc, 'twitter:image')).toBe(`${site.url}${card}`)
    expect(meta(doc, 'og:image:width')).toBe('1200')
    expect(meta(doc, 'og:image:height')).toBe('630')
    expect(meta(doc, 'og:image:alt')).toBe(text.alt)
    expect(meta(doc, 'twitter:image:alt')).toBe(text.alt)
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
  })

  it.each(content.blog.map((p) => [p.slug, p] as const))('/blog/%s carries its publication time, author and section', (slug, post) => {
    const doc = parse(readBuilt(routes.blogPost(slug)))
    expect(meta(doc, 'og:type')).toBe('article')
    expect(meta(doc, 'article:published_time')).toBe(publishedAt(post.date))
    expect(meta(doc, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT00:00:00[+-]\d\d:\d\d$/)
    expect(meta(doc, 'article:author')).toBe(post.author)
    expect(meta(doc, 'article:section')).toBe(post.category)
  })

  it('leaves the default card, with its size and alt, to pages without their own', () => {
    const doc = parse(readBuilt(routes.about()))
    expect(meta(doc, 'og:image')).toBe(`${site.url}/images/og-default.png`)
    expect([meta(doc, 'og:image:width'), meta(doc, 'og:image:height'), meta(doc, 'og:image:alt')]).toEqual(['1200', '630', site.ogImageAlt])
    expect(meta(doc, 'article:published_time')).toBeUndefined()
  })
})
