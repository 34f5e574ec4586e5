import { parse, type HTMLElement } from 'node-html-parser'
import { schemeOf } from '#/lib/markdown/safe-url'
import { themeInitScript } from '#/lib/theme-init'
import { OFFLINE_SCRIPT_FILE } from '#/lib/offline/offline-cache'

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'data']
/** Script types that hold data, never code. */
const DATA_SCRIPTS = new Set(['application/ld+json', 'application/json'])

/**
 * What a built page must never contain: a script other than the site's own module scripts (from
 * <base>assets/), the offline page's script (<base>offline.js, lib/offline/offline-page.js), the theme script whose
 * hash the CSP allows (lib/theme-init.ts) and JSON-LD/data blocks; a meta refresh, except a redirect page's refresh
 * to a page of the site; an on* attribute; a javascript: (or other script-running) URL.
 */
export function unsafeMarkup(html: string, base = '/'): string[] {
  const problems: string[] = []
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true, pre: true } })
  for (const element of root.querySelectorAll('*') as HTMLElement[]) {
    const tag = element.rawTagName?.toLowerCase()
    const attributes = element.attributes
    if (tag === 'script') {
      const type = (attributes.type ?? '').toLowerCase()
      const ownModule = type === 'module' && (attributes.src ?? '').startsWith(`${base}assets/`) && !element.innerHTML.trim()
      const themeInit = !type && !attributes.src && element.innerHTML === themeInitScript
      const offlineScript = !type && attributes.src === `${base}${OFFLINE_SCRIPT_FILE.slice(1)}` && !element.innerHTML.trim()
      if (!ownModule && !themeInit && !offlineScript && !DATA_SCRIPTS.has(type)) problems.push(`script: ${element.outerHTML.slice(0, 120)}`)
    }
    if (tag === 'meta' && (attributes['http-equiv'] ?? '').toLowerCase() === 'refresh') {
      const target = /url=(.*)$/i.exec(attributes.content ?? '')?.[1]?.trim() ?? ''
      if (!target.startsWith(base)) problems.push(`meta refresh to ${target}`)
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (/^on/i.test(name)) problems.push(`<${tag} ${name}>`)
      if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        const scheme = schemeOf(value)
        if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) problems.push(`<${tag} ${name}="${value.slice(0, 60)}">`)
      }
    }
  }
  return problems
}
