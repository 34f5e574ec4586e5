import { defaultLang, editionRoute, localiseHref } from '#/lib/editions'
import type { LayoutData } from '#/lib/layout-data'
import { routes, withBase } from '#/lib/permalink'
import { siteUrl } from '#/lib/site-url'
import { defaultSocialImage, fullTitle, type PageHead, type SocialImage } from '#/lib/seo'
import { themeInitScript } from '#/lib/theme-init'
import { site } from '#/site.config'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Structured data names pages by their absolute language-neutral URL; on a page of another language each URL
 * goes to that language's page where it exists (the breadcrumb trail of /sw/about ends on /sw/about).
 */
function localiseUrls(value: unknown, localise: (route: string) => string): unknown {
  const root = siteUrl('/')
  if (typeof value === 'string') return value.startsWith(root) ? siteUrl(localise(`/${value.slice(root.length)}`)) : value
  if (Array.isArray(value)) return value.map((item) => localiseUrls(item, localise))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localiseUrls(item, localise)]))
  return value
}


/**
 * Without JavaScript: carousels become a horizontal scroll of their real slides (no clones), every tab
 * panel shows, and controls that need a script are hidden. Carousel and tab rules only go to pages that
 * have them, so a page without a carousel carries nothing of react-slick.
 */
const NO_SCRIPT_CAROUSEL_CSS = [
  '.slick-list{overflow-x:auto!important;scroll-snap-type:x mandatory}',
  '.slick-track{transform:none!important;width:auto!important;left:0!important}',
  '.slick-slide{width:min(85vw,40rem)!important;flex:none;scroll-snap-align:start}',
  '.slick-cloned,.carousel-dots,[data-carousel-controls]{display:none!important}',
].join('')
const NO_SCRIPT_TABS_CSS = '[role=tabpanel][hidden]{display:block!important;margin-top:2rem}[role=tablist]{display:none!important}'
// A LazyFrame's scripted copy (no src yet) gives way to its <noscript> copy.
const NO_SCRIPT_LAYOUT_CSS = '[data-scroll-top],[data-scroll-down],[data-theme-toggle],iframe[data-src]{display:none!important}'

/** Social networks do not render SVG: an SVG image falls back to the default PNG card. */
function socialImage(image: SocialImage | undefined): SocialImage {
  return image && !/\.svg$/i.test(image.src) ? image : defaultSocialImage(site.ogImageAlt)
}

export function noScriptCss(bodyHtml: string): string {
  return [NO_SCRIPT_LAYOUT_CSS, bodyHtml.includes('slick-') ? NO_SCRIPT_CAROUSEL_CSS : '', bodyHtml.includes('role="tablist"') ? NO_SCRIPT_TABS_CSS : ''].join('')
}

/** What the head needs of the page's language: its edition, its translations and whether it has its own feed. */
export type HeadEdition = Pick<LayoutData, 'edition' | 'alternates' | 'feed'>

const defaultEdition: HeadEdition = { edition: { lang: defaultLang, locale: site.locale, prefix: '', routes: [], labels: { breadcrumb: '' } }, alternates: [], feed: routes.rss() }

/** hreflang links to every language of the page, and x-default (the default language) for any other reader. */
function alternateLinks(alternates: HeadEdition['alternates']): string[] {
  const fallback = alternates.find((alternate) => alternate.lang === defaultLang)
  return [
    ...alternates.map((alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.lang)}" href="${escapeHtml(siteUrl(alternate.href))}" />`),
    fallback ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl(fallback.href))}" />` : '',
  ]
}

/** `pathname` is the page's language-neutral route; the edition puts it (and prev/next) under the language's prefix. */
export function renderHead(head: PageHead, pathname: string, bodyHtml = '', { edition, alternates, feed }: HeadEdition = defaultEdition): string {
  const address = (route: string) => editionRoute(route, edition.lang)
  const has = new Set(edition.routes)
  const localise = (href: string) => localiseHref(href, edition.prefix, (route) => has.has(route))
  const title = escapeHtml(fullTitle(head.title, site.name))
  const description = escapeHtml(head.description)
  const canonical = escapeHtml(siteUrl(head.canonical ?? address(pathname)))
  const card = socialImage(head.image)
  const image = escapeHtml(siteUrl(card.src))
  const imageAlt = escapeHtml(card.alt)
  const tags = [
    '<meta charset="utf-8" />',
    `<script>${themeInitScript}</script>`,
    // viewport-fit=cover: the page may use the whole screen of a notched phone, so env(safe-area-inset-*) reports
    // the insets; the contact bar, the containers and the scroll-to-top button keep clear of them.
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    // A noindex page (404, redirect stub) names no canonical URL: it has none of its own.
    head.noindex ? '' : `<link rel="canonical" href="${canonical}" />`,
    `<meta name="theme-color" content="${escapeHtml(site.themeColor)}" />`,
    `<link rel="icon" href="${escapeHtml(withBase('/favicon.svg'))}" type="image/svg+xml" />`,
    feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.name)}" href="${escapeHtml(siteUrl(feed))}" />` : '',
    ...alternateLinks(alternates),
    head.prev ? `<link rel="prev" href="${escapeHtml(withBase(address(head.prev)))}" />` : '',
    head.next ? `<link rel="next" href="${escapeHtml(withBase(address(head.next)))}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    head.noindex ? '' : `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${card.width}" />`,
    `<meta property="og:image:height" content="${card.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    ...(head.article
      ? [
          `<meta property="article:published_time" content="${escapeHtml(head.article.publishedTime)}" />`,
          `<meta property="article:author" content="${escapeHtml(head.article.author)}" />`,
          `<meta property="article:section" content="${escapeHtml(head.article.section)}" />`,
        ]
      : []),
    `<meta property="og:locale" content="${escapeHtml(edition.locale.replace('-', '_'))}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<noscript><style>${noScriptCss(bodyHtml)}</style></noscript>`,
    ...(head.jsonLd ?? []).map((item) => `<script type="application/ld+json">${safeJson(edition.prefix ? localiseUrls(item, localise) : item)}</script>`),
  ]
  return tags.filter(Boolean).join('\n    ')
}
