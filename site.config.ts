/**
 * Site identity: the one file to edit to rebrand the site. Nothing else in the code repeats these values.
 */
import { z } from 'zod'

const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  /** Absolute origin the site is published at: canonical URLs, sitemap and feed use it. */
  url: z.url(),
  /** Logo file under public/ (SVG recommended) and its square mark for small places. */
  logo: z.string().startsWith('/'),
  mark: z.string().startsWith('/'),
  email: z.email(),
  phone: z.string().regex(/^\+\d[\d ]+$/, 'international form, e.g. +254 700 000 000'),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** What the default social card (public/images/og-default.png) shows, for og:image:alt. */
  ogImageAlt: z.string().min(1),
  social: z.object({ linkedin: z.url(), x: z.url(), facebook: z.url() }),
  map: z.object({ embedUrl: z.url(), link: z.url(), height: z.number().int().positive() }),
  locale: z.string(),
  /**
   * The site's languages, the first the default (served at the root); each other one is an edition under
   * /<code>/ (README, Languages). `code` is the <html lang> and the suffix of its content files
   * (services/cctv.sw.mdx), `locale` the og:locale and the date format.
   */
  languages: z
    .array(z.object({ code: z.string().regex(/^[a-z]{2}$/), locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/) }))
    .min(1),
  themeColor: z.string(),
  blogPageSize: z.number().int().positive(),
  /** The newest posts each RSS feed lists: a reader polls the feed again and again, so it stays that long however many posts there are. */
  feedItems: z.number().int().positive(),
  /**
   * Where the contact and newsletter forms deliver: the one setting (see README, Forms).
   * endpoint null: Netlify Forms (the deploy target detects the forms in the built HTML).
   * endpoint a URL: every form POSTs there, urlencoded (any form service that accepts that); the CSP follows.
   * honeypot: the name of the hidden field that only bots fill (tell your form service if it asks).
   */
  forms: z.object({ endpoint: z.url({ protocol: /^https?$/ }).nullable(), honeypot: z.string().regex(/^[A-Za-z_][\w-]*$/) }),
})

export type Site = z.infer<typeof siteSchema>

export const site: Site = siteSchema.parse({
  name: 'Kilele Technologies',
  shortName: 'Kilele',
  tagline: 'IT services, software and security for Kenyan businesses',
  url: 'https://kilele.example',
  logo: '/brand/logo.svg',
  mark: '/brand/mark.svg',
  email: 'hello@kilele.example',
  phone: '+254 700 000 000',
  // 00800 is the Westlands post office's code.
  address: { street: 'Westlands', city: 'Nairobi', region: 'Nairobi County', postalCode: '00800', country: 'Kenya', countryCode: 'KE', latitude: -1.2676, longitude: 36.8108 },
  social: {
    linkedin: 'https://www.linkedin.com/company/kilele-technologies',
    x: 'https://x.com/kileletech',
    facebook: 'https://www.facebook.com/kileletech',
  },
  map: {
    embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=36.7958%2C-1.2776%2C36.8258%2C-1.2576&layer=mapnik&marker=-1.2676%2C36.8108',
    link: 'https://www.openstreetmap.org/?mlat=-1.2676&mlon=36.8108#map=16/-1.2676/36.8108',
    height: 450,
  },
  ogImageAlt: 'Kilele Technologies: IT services, software and security for Kenyan businesses, Nairobi, Kenya',
  locale: 'en-KE',
  languages: [
    { code: 'en', locale: 'en-KE' },
    { code: 'sw', locale: 'sw-KE' },
  ],
  themeColor: '#0B1F3A',
  blogPageSize: 6,
  feedItems: 50,
  forms: { endpoint: null, honeypot: 'bot-field' },
})

/** Digits only, for tel: and wa.me links. */
export const phoneDigits = site.phone.replace(/\D/g, '')
export const telHref = `tel:+${phoneDigits}`
export const whatsappHref = `https://wa.me/${phoneDigits}`
export const mailHref = `mailto:${site.email}`
export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.country}`
