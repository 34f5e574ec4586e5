/** The simple {something}@{domain}.{tld} shape the newsletter accepts. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type EmailCheck = 'empty' | 'invalid' | 'ok'

export function checkEmail(value: string): EmailCheck {
  const trimmed = value.trim()
  if (!trimmed) return 'empty'
  return EMAIL_SHAPE.test(trimmed) ? 'ok' : 'invalid'
}
