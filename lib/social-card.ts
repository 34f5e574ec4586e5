/**
 * The social card of an entry (a post, a case study, a service, a solution): a 1200x630 image with its title,
 * its kind or category and the brand mark, in the style of the drawn post covers (components/sections/PostCover.tsx).
 * Kinds declare their card's words in the registry (`card` in lib/content/kinds.ts); this module draws the SVG
 * that the build's cards step (scripts/write-cards.ts) turns into a PNG, and says what a page's head references.
 */
import { escapeXml } from './feeds/xml'
import { routes } from './permalink'
import { defaultLang, editionRoute, type Lang } from './editions'
import type { SocialImage } from './seo'
import { wrapText } from './text-wrap'

export const CARD_SIZE = { width: 1200, height: 630 } as const

/** What a kind says on an entry's card: the label above the title is its kind or category; a short subtitle is optional. */
export type CardText = { title: string; label: string; alt: string; subtitle?: string }

/**
 * The generator's version: part of every cached card's key, so a change to the drawing below remakes every
 * card on the next build. Raise it with any change to `cardSvg` or to how scripts/lib/social-cards.ts encodes the PNG.
 */
export const CARD_VERSION = 4

/**
 * Literal colours: a PNG cannot read the site's CSS variables. These are the light palette's band, blue, sky,
 * primary, accent and onBand (components/theme.ts, which lib/ may not import); keep them in step.
 */
const colors = { band: '#0B1F3A', blue: '#123B73', sky: '#38BDF8', primary: '#1D4ED8', accent: '#F5B700', onBand: '#FFFFFF', muted: '#CBD5E1' }
/** librsvg draws with the build machine's fonts; a generic family always resolves (DejaVu Sans on Debian). */
const FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif"

/** The title's size: long titles get a smaller font so they fit in four lines (three above a subtitle). */
function titleLayout(title: string, maxLines: number): { size: number; lines: string[] } {
  for (const size of [68, 58, 50]) {
    // DejaVu Sans Bold averages about 0.6 em per character; the text column is 760 px wide.
    const lines = wrapText(title, Math.floor(760 / (size * 0.6)), maxLines)
    if (!lines[lines.length - 1]!.endsWith('…') && lines.length <= (size > 58 ? Math.min(3, maxLines) : maxLines)) return { size, lines }
  }
  return { size: 50, lines: wrapText(title, Math.floor(760 / 30), maxLines) }
}

/**
 * The card as SVG. `mark` is the brand mark's SVG source (site.mark), drawn inside the rings; `siteName`
 * the wordmark at the foot.
 */
export function cardSvg(text: CardText, brand: { mark: string; siteName: string; host: string }): string {
  const { width: W, height: H } = CARD_SIZE
  const subtitle = text.subtitle ? wrapText(text.subtitle, 44, 2) : []
  const SUBTITLE_LINE = 42
  const bottom = H - 150 - (subtitle.length ? subtitle.length * SUBTITLE_LINE + 22 : 0)
  const { size, lines } = titleLayout(text.title, subtitle.length ? 3 : 4)
  const lineHeight = Math.round(size * 1.18)
  const top = bottom - lines.length * lineHeight
  // About 21 px a capital at 26 px with 3 px spacing: 36 fit before the mark.
  const label = wrapText(text.label.toUpperCase(), 36, 1)[0] ?? ''
  const mark = `data:image/svg+xml;base64,${Buffer.from(brand.mark).toString('base64')}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colors.band}"/><stop offset="1" stop-color="${colors.blue}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="1010" cy="150" r="220" fill="${colors.primary}" fill-opacity="0.35"/>`,
    ...[300, 380].map((r) => `<circle cx="1010" cy="150" r="${r}" fill="none" stroke="${colors.sky}" stroke-opacity="0.25" stroke-width="2"/>`),
    `<image x="905" y="45" width="210" height="210" href="${mark}" xlink:href="${mark}"/>`,
    `<rect x="80" y="80" width="64" height="8" rx="4" fill="${colors.accent}"/>`,
    `<text x="80" y="140" fill="${colors.accent}" font-family="${FONT}" font-weight="700" font-size="26" letter-spacing="3">${escapeXml(label)}</text>`,
    `<text fill="${colors.onBand}" font-family="${FONT}" font-weight="700" font-size="${size}">`,
    ...lines.map((line, i) => `<tspan x="80" y="${top + (i + 1) * lineHeight}">${escapeXml(line)}</tspan>`),
    '</text>',
    ...(subtitle.length
      ? [
          `<text fill="${colors.muted}" font-family="${FONT}" font-size="32">`,
          ...subtitle.map((line, i) => `<tspan x="80" y="${bottom + 22 + (i + 1) * SUBTITLE_LINE}">${escapeXml(line)}</tspan>`),
          '</text>',
        ]
      : []),
    `<rect x="80" y="${H - 96}" width="${W - 160}" height="2" fill="${colors.sky}" fill-opacity="0.3"/>`,
    `<text x="80" y="${H - 48}" fill="${colors.onBand}" font-family="${FONT}" font-weight="700" font-size="30">${escapeXml(brand.siteName)}</text>`,
    `<text x="${W - 80}" y="${H - 48}" text-anchor="end" fill="${colors.muted}" font-family="${FONT}" font-size="26">${escapeXml(brand.host)}</text>`,
    '</svg>',
  ].join('\n')
}

/** The route of an entry's card: one folder per kind. */
/** An entry's card in its language: /cards/blog/x.png, and /sw/cards/blog/x.png for its Swahili page. */
export const cardRoute = (kind: string, slug: string, lang: Lang = defaultLang) => editionRoute(routes.card(kind, slug), lang)

/** The social image a page's head references for an entry's card. */
export function cardImage(kind: string, slug: string, text: CardText, lang: Lang = defaultLang): SocialImage {
  return { src: cardRoute(kind, slug, lang), ...CARD_SIZE, alt: text.alt }
}
