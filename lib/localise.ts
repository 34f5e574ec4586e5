/**
 * Language prefixes on routes, without the site config: this module ships to the browser with the Link
 * primitive (lib/editions.ts knows the languages).
 */

/** A language-neutral route under an edition's prefix: ("/about", "/sw") -> "/sw/about", ("/", "/sw") -> "/sw" (no trailing slash, like every route). */
export function prefixedRoute(route: string, prefix: string): string {
  if (!prefix) return route
  return route === '/' ? prefix : `${prefix}${route}`
}

/**
 * A link as the page's edition writes it: a site route that the edition has goes to its own address
 * ("/about" -> "/sw/about" on a Swahili page); any other link (a page only in the default language, a file,
 * an anchor, another site) stays as written. `has` says whether the edition has a language-neutral route.
 */
export function localiseHref(href: string, prefix: string, has: (route: string) => boolean): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const pathname = cut === -1 ? href : href.slice(0, cut)
  return has(pathname) ? `${prefixedRoute(pathname, prefix)}${cut === -1 ? '' : href.slice(cut)}` : href
}
