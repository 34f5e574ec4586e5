import { withBase } from '#/lib/permalink'
import { fullTitle, type PageHead } from '#/lib/seo'
import { site } from '#/site.config'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return new URL(withBase(path).replace(/^\//, ''), `${site.url.replace(/\/$/, '')}/`).toString()
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
const NO_SCRIPT_LAYOUT_CSS = '[data-scroll-top],[data-scroll-down]{display:none!important}'

export function noScriptCss(bodyHtml: string): string {
  return [NO_SCRIPT_LAYOUT_CSS, bodyHtml.includes('slick-') ? NO_SCRIPT_CAROUSEL_CSS : '', bodyHtml.includes('role="tablist"') ? NO_SCRIPT_TABS_CSS : ''].join('')
}

export function renderHead(head: PageHead, pathname: string, bodyHtml = ''): string {
  const title = escapeHtml(fullTitle(head.title, site.name))
  const description = escapeHtml(head.description)
  const canonical = escapeHtml(absoluteUrl(pathname))
  const image = escapeHtml(absoluteUrl(head.image ?? '/images/og-default.svg'))
  const tags = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta name="theme-color" content="${escapeHtml(site.themeColor)}" />`,
    `<link rel="icon" href="${escapeHtml(withBase('/favicon.svg'))}" type="image/svg+xml" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:locale" content="${escapeHtml(site.locale.replace('-', '_'))}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<noscript><style>${noScriptCss(bodyHtml)}</style></noscript>`,
    ...(head.jsonLd ?? []).map((item) => `<script type="application/ld+json">${safeJson(item)}</script>`),
  ]
  return tags.filter(Boolean).join('\n    ')
}
