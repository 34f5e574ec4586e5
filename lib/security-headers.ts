/**
 * The one list of HTTP response headers for every static host. public/_headers (Netlify, Cloudflare
 * Pages) and vercel.json are generated from it by scripts/write-host-config.ts; a spec checks they agree.
 */
import { prefixOf, translatedLangs } from './editions'
import { createHash } from 'node:crypto'
import { site, type Site } from '../site.config'
import { endpointOrigin } from './forms'
import { themeInitScript } from './theme-init'

/** The one inline script of the site (the stored theme, before the first paint), allowed by its hash. */
export const themeInitHash = `'sha256-${createHash('sha256').update(themeInitScript).digest('base64')}'`

/**
 * The map frame is the only third-party content the site loads. Forms post to the site itself (Netlify
 * Forms) or, when site.config.ts names a form endpoint, to that endpoint's origin: natively (form-action)
 * and from the islands (connect-src).
 */
export function contentSecurityPolicyFor(config: Pick<Site, 'map' | 'forms'>): string {
  const mapOrigin = new URL(config.map.embedUrl).origin
  const forms = ["'self'", endpointOrigin(config.forms)].filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind, served from the site) runs its index in WebAssembly;
    // it compiles WebAssembly only, never a string of JavaScript.
    `script-src 'self' 'wasm-unsafe-eval' ${themeInitHash}`,
    // styled-components writes <style> elements; some components set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${forms}`,
    `frame-src ${mapOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${forms}`,
    "object-src 'none'",
  ].join('; ')
}

export const contentSecurityPolicy = contentSecurityPolicyFor(site)

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
}

/** Vite's hashed build output: safe to cache for a year. */
export const ASSETS_PATTERN = '/assets/*'
export const immutableCache = 'public, max-age=31536000, immutable'

/** Redirects every host applies (static hosts serve 404.html for anything else). */
export const redirects: { from: string; to: string; status: 301 | 302 | 404 }[] = [
  { from: '/blog/page/1', to: '/blog', status: 301 },
  // A missing page under another language's prefix gets that language's 404 page (Netlify, Cloudflare Pages).
  ...translatedLangs.map((lang) => ({ from: `${prefixOf(lang)}/*`, to: `${prefixOf(lang)}/404.html`, status: 404 as const })),
]
