/**
 * The one list of HTTP response headers for every static host. public/_headers (Netlify, Cloudflare
 * Pages) and vercel.json are generated from it by scripts/write-host-config.ts; a spec checks they agree.
 */
import { site } from '../site.config'

/** The map frame is the only third-party content the site loads. */
const mapOrigin = new URL(site.map.embedUrl).origin

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components writes <style> elements; some components set style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${mapOrigin}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

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
export const redirects: { from: string; to: string; status: 301 | 302 }[] = [{ from: '/blog/page/1', to: '/blog', status: 301 }]
