/**
 * The site's forms and how they deliver. Shared by the page hooks (which read site.config.ts and put the
 * result into the HTML), the islands (browser: keep this module free of site.config and zod) and the local
 * inbox of scripts/static-server.ts.
 */
import { routes } from './permalink'

export const formNames = ['contact', 'newsletter', 'webinar'] as const
export type FormName = (typeof formNames)[number]

/** The hidden field Netlify (and our inbox) read to know which form a POST belongs to. */
export const FORM_NAME_FIELD = 'form-name'

/** Where a form lands without JavaScript (and what the host answers a POST with). */
export const thanksRoute: Record<FormName, () => string> = {
  contact: routes.contactThanks,
  newsletter: routes.newsletterThanks,
  webinar: routes.webinarThanks,
}

export type FormDelivery = {
  /** null: Netlify Forms; a URL: every form POSTs there. */
  endpoint: string | null
  /** Name of the field only bots fill. */
  honeypot: string
}

/**
 * Everything the server puts on a <form> and the hidden fields it carries; passed to the islands as props.
 * `action` is a site route without the base path (the Form primitive adds it) or the endpoint's URL.
 */
export type FormSetup = {
  attributes: Record<string, string> & { action: string }
  formName: string
  honeypot: string
}

export function formSetup(name: FormName, delivery: FormDelivery): FormSetup {
  const common = { name, method: 'POST' }
  const attributes = delivery.endpoint
    ? { ...common, action: delivery.endpoint }
    : // Netlify's deploy step finds the form by these attributes; it answers a POST with the action page.
      { ...common, action: thanksRoute[name](), 'data-netlify': 'true', 'netlify-honeypot': delivery.honeypot }
  return { attributes, formName: name, honeypot: delivery.honeypot }
}

/** The origin a form endpoint posts to, for the CSP's form-action and connect-src; none for Netlify. */
export function endpointOrigin(delivery: Pick<FormDelivery, 'endpoint'>): string | undefined {
  return delivery.endpoint ? new URL(delivery.endpoint).origin : undefined
}

export type Lead = { form: FormName; fields: Record<string, string>; time: string }

/**
 * What the inbox does with a urlencoded POST body: a lead (without the form-name and honeypot fields),
 * 'spam' when the honeypot is filled, or 'unknown' when the form name is not one of ours.
 */
export function readLead(body: URLSearchParams, honeypot: string, now = new Date()): Lead | 'spam' | 'unknown' {
  const form = body.get(FORM_NAME_FIELD)
  if (!formNames.includes(form as FormName)) return 'unknown'
  if (body.get(honeypot)) return 'spam'
  const fields: Record<string, string> = {}
  // A native submission sends line breaks as CRLF, fetch as typed (LF): keep what the visitor typed.
  for (const [key, value] of body) if (key !== FORM_NAME_FIELD && key !== honeypot) fields[key] = value.replace(/\r\n?/g, '\n')
  return { form: form as FormName, fields, time: now.toISOString() }
}
