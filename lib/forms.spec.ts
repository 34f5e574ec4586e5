import { describe, expect, it } from 'vitest'
import { site } from '../site.config'
import { endpointOrigin, formSetup, readLead } from './forms'
import { contentSecurityPolicyFor } from './security-headers'

const netlify = { endpoint: null, honeypot: 'bot-field' }
const endpoint = { endpoint: 'https://forms.example.net/f/kilele', honeypot: '_gotcha' }
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('form delivery: the one setting in site.config.ts', () => {
  it('by default, a Netlify form: name, data-netlify, honeypot, action = the thank-you page (a route: the Form primitive adds the base)', () => {
    expect(formSetup('contact', netlify)).toEqual({
      attributes: { name: 'contact', method: 'POST', action: '/contact/thanks', 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' },
      formName: 'contact',
      honeypot: 'bot-field',
    })
    expect(formSetup('newsletter', netlify).attributes.action).toBe('/newsletter/thanks')
    expect(site.forms.endpoint).toBeNull()
  })

  it('with an endpoint, every form posts there, without Netlify attributes, and the CSP allows that origin only', () => {
    expect(formSetup('newsletter', endpoint)).toEqual({ attributes: { name: 'newsletter', method: 'POST', action: endpoint.endpoint }, formName: 'newsletter', honeypot: '_gotcha' })
    const csp = directives(contentSecurityPolicyFor({ ...site, forms: endpoint }))
    expect(csp['form-action']).toEqual(["'self'", 'https://forms.example.net'])
    expect(csp['connect-src']).toEqual(["'self'", 'https://forms.example.net'])
    const own = directives(contentSecurityPolicyFor({ ...site, forms: netlify }))
    expect(own['form-action']).toEqual(["'self'"])
    expect(own['connect-src']).toEqual(["'self'"])
    expect(endpointOrigin(netlify)).toBeUndefined()
  })
})

describe('readLead (the local inbox)', () => {
  const now = new Date('2026-11-23T08:00:00Z')
  it('keeps the typed fields, without the form name and the honeypot', () => {
    expect(readLead(new URLSearchParams('form-name=newsletter&bot-field=&email=a%40b.co'), 'bot-field', now)).toEqual({
      form: 'newsletter',
      fields: { email: 'a@b.co' },
      time: '2026-11-23T08:00:00.000Z',
    })
  })
  it('stores line breaks as typed (a native submission sends CRLF)', () => {
    expect(readLead(new URLSearchParams('form-name=contact&message=one%0D%0Atwo%0Athree'), 'bot-field', now)).toMatchObject({ fields: { message: 'one\ntwo\nthree' } })
  })
  it('calls a filled honeypot spam and an unknown form unknown', () => {
    expect(readLead(new URLSearchParams('form-name=contact&bot-field=x&name=A'), 'bot-field')).toBe('spam')
    expect(readLead(new URLSearchParams('form-name=toString&name=A'), 'bot-field')).toBe('unknown')
    expect(readLead(new URLSearchParams('name=A'), 'bot-field')).toBe('unknown')
  })
})
