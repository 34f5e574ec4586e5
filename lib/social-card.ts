/**
 * The social card of an entry (a post, a case study, a service, a solution): a 1200x630 image with its title,
 * its kind or category and the brand mark, in the style of the drawn post covers (components/sections/PostCover.tsx).
 * Kinds declare their card's words in the registry (`card` in lib/content/kinds.ts); this module lays a card
 * out (its background and its lines of text), which the build's cards step (scripts/write-cards.ts) paints into a
 * PNG, and says what a page's head references.
 */
import { routes } from './permalink'
import { defaultLang, editionRoute, type Lang } from './editions'
import type { SocialImage } from './seo'
import { balancedText, wordsFit, wrapText } from './text-wrap'

export const CARD_SIZE = { width: 1200, height: 630 } as const

/** What a kind says on an entry's card: the label above the title is its kind or category; a short subtitle is optional. */
export type CardText = { title: string; label: string; alt: string; subtitle?: string }

/**
 * The generator's version: part of every cached card's key, so a change to the drawing below remakes every
 * card on the next build. Raise it with any change to this layout or to how scripts/lib/social-cards.ts paints
 * and encodes it.
 */
export const CARD_VERSION = 9

/**
 * Literal colours: a PNG cannot read the site's CSS variables. These are the light palette's band, blue, sky,
 * primary, accent and onBand (components/theme.ts, which lib/ may not import); keep them in step.
 */
const colors = { band: '#0B1F3A', blue: '#123B73', sky: '#38BDF8', primary: '#1D4ED8', accent: '#F5B700', onBand: '#FFFFFF', muted: '#CBD5E1' }

export type CardFace = 'regular' | 'bold'
/** A line of text on a card: its baseline starts at (x, y), or ends at x when `anchor` is 'end'. */
export type TextRun = { text: string; x: number; y: number; size: number; face: CardFace; color: string; letterSpacing?: number; anchor?: 'start' | 'end' }
/** A run's width in pixels in the font the card is painted with (scripts/lib/card-font.ts). */
export type MeasureText = (text: string, size: number, face: CardFace, letterSpacing?: number) => number
/** What the build paints: the brand's fixed background (SVG, drawn once a build) and the lines of text on it. */
export type CardDrawing = { background: string; runs: TextRun[] }

/** The text column: from x = 80 to short of the brand mark's disc (its left edge is at x = 790). */
const COLUMN = { x: 80, width: 700 }

/**
 * The title's size: long titles, and titles with a word too wide for the column, get a smaller font so they fit
 * in four lines (three above a subtitle) with every word whole; only at the smallest is a word cut or a title ended.
 */
function titleLayout(title: string, maxLines: number, measure: MeasureText): { size: number; lines: string[] } {
  for (const size of [68, 58]) {
    const lines = wrapText(title, COLUMN.width, maxLines, (line) => measure(line, size, 'bold'))
    const fitsWhole = wordsFit(title, COLUMN.width, (word) => measure(word, size, 'bold'))
    if (fitsWhole && !lines[lines.length - 1]!.endsWith('…') && lines.length <= (size > 58 ? Math.min(3, maxLines) : maxLines)) {
      return { size, lines: balancedText(title, COLUMN.width, maxLines, (line) => measure(line, size, 'bold')) }
    }
  }
  return { size: 50, lines: wrapText(title, COLUMN.width, maxLines, (line) => measure(line, 50, 'bold')) }
}

/** The brand's fixed part of every card: gradient, rings, mark, the accent bar and the rule above the footer. */
export function cardBackgroundSvg(mark: string): string {
  const { width: W, height: H } = CARD_SIZE
  const href = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    // top to bottom, as the page hero's: each row of the background is one colour, which deflates to a third less
    // (cards of about 75 KB instead of 115 KB) in less time than a diagonal's rows
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${colors.band}"/><stop offset="1" stop-color="${colors.blue}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="1010" cy="150" r="220" fill="${colors.primary}" fill-opacity="0.35"/>`,
    ...[300, 380].map((r) => `<circle cx="1010" cy="150" r="${r}" fill="none" stroke="${colors.sky}" stroke-opacity="0.25" stroke-width="2"/>`),
    `<image x="905" y="45" width="210" height="210" href="${href}" xlink:href="${href}"/>`,
    `<rect x="80" y="80" width="64" height="8" rx="4" fill="${colors.accent}"/>`,
    `<rect x="80" y="${H - 96}" width="${W - 160}" height="2" fill="${colors.sky}" fill-opacity="0.3"/>`,
    '</svg>',
  ].join('\n')
}

/**
 * The card of an entry: the brand's background and the lines of text on it (label, title, subtitle, the site's
 * name and host), wrapped with the font's own measure so no line runs into the rings.
 */
export function cardDrawing(text: CardText, brand: { mark: string; siteName: string; host: string }, measure: MeasureText): CardDrawing {
  const { width: W, height: H } = CARD_SIZE
  // lines as even as they can be, like the site's headings (no lone word on a second line)
  const subtitle = text.subtitle ? balancedText(text.subtitle, COLUMN.width, 2, (line) => measure(line, 32, 'regular')) : []
  const SUBTITLE_LINE = 42
  const bottom = H - 150 - (subtitle.length ? subtitle.length * SUBTITLE_LINE + 22 : 0)
  const { size, lines } = titleLayout(text.title, subtitle.length ? 3 : 4, measure)
  const lineHeight = Math.round(size * 1.18)
  const top = bottom - lines.length * lineHeight
  const label = wrapText(text.label.toUpperCase(), COLUMN.width, 1, (line) => measure(line, 26, 'bold', 3))[0] ?? ''
  return {
    background: cardBackgroundSvg(brand.mark),
    runs: [
      { text: label, x: COLUMN.x, y: 140, size: 26, face: 'bold', color: colors.accent, letterSpacing: 3 },
      ...lines.map((line, i): TextRun => ({ text: line, x: COLUMN.x, y: top + (i + 1) * lineHeight, size, face: 'bold', color: colors.onBand })),
      ...subtitle.map((line, i): TextRun => ({ text: line, x: COLUMN.x, y: bottom + 22 + (i + 1) * SUBTITLE_LINE, size: 32, face: 'regular', color: colors.muted })),
      { text: brand.siteName, x: COLUMN.x, y: H - 48, size: 30, face: 'bold', color: colors.onBand },
      { text: brand.host, x: W - 80, y: H - 48, size: 26, face: 'regular', color: colors.muted, anchor: 'end' },
    ],
  }
}

/** An entry's card in its language: /cards/blog/x.png, and /sw/cards/blog/x.png for its Swahili page. */
export const cardRoute = (kind: string, slug: string, lang: Lang = defaultLang) => editionRoute(routes.card(kind, slug), lang)

/** The social image a page's head references for an entry's card. */
export function cardImage(kind: string, slug: string, text: CardText, lang: Lang = defaultLang): SocialImage {
  return { src: cardRoute(kind, slug, lang), ...CARD_SIZE, alt: text.alt }
}
