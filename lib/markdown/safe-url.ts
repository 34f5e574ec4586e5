/** URL schemes a content file may link to; a scheme-less URL (a site path, "#anchor", "//host") is fine. */
export const allowedSchemes = ['http', 'https', 'mailto', 'tel'] as const

/**
 * The scheme of a URL as a browser reads it: browsers ignore ASCII whitespace and control characters
 * inside a scheme ("java\tscript:"), so they are removed before looking; lower-cased.
 */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '')
  return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
}

/** Why `url` may not appear in content, or undefined when it may. */
export function unsafeUrlReason(url: string): string | undefined {
  const scheme = schemeOf(url)
  if (scheme === undefined || (allowedSchemes as readonly string[]).includes(scheme)) return undefined
  const cut = url.length > 60 ? `${url.slice(0, 57)}...` : url
  // JSON quoting shows a hidden tab or newline as \t or \n
  const shown = JSON.stringify(cut)
  return `the URL ${shown} uses "${scheme}:", which content may not use; links may be http, https, mailto or tel, or a site path like /contact`
}
