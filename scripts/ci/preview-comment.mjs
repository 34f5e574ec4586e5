/**
 * The preview comment on a pull request: the preview's address, a link to each page the change adds or changes,
 * then the comparison of the two builds (site-diff.md). Run by the Preview workflow from the default branch
 * (plain JavaScript, no dependency: that job installs nothing), on files the pull request's run wrote, so every
 * value from them is untrusted: a route becomes a link only when it is a plain site path, and is shown as code.
 */

/** What marks the workflow's own comment, to update it on the next push. */
export const MARKER = '<!-- site-diff -->'
/** A comment holds at most 65,536 characters. */
const LIMIT = 60_000
/** Links listed at most; the comparison below names every page. */
const LINKS = 30
/** A path of the site: letters, digits and - . _ ~ / % only (nothing that could end a link or a code span). */
const ROUTE = /^\/[A-Za-z0-9\-._~/%]*$/
/** The deploy's address as Netlify gives it, with the base path: no space, quote, parenthesis or angle bracket. */
const PREVIEW_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[A-Za-z0-9\-._~/%]*$/

/** The routes of `pages` (site-diff-pages.json as parsed) worth opening: added, then changed, each once. */
function routesOf(pages) {
  const list = (value) => (Array.isArray(value) ? value.filter((route) => typeof route === 'string' && ROUTE.test(route) && !route.split('/').includes('..')) : [])
  return [...new Set([...list(pages?.added), ...list(pages?.changed)])]
}

/**
 * The comment's text. `report`: site-diff.md; `pages`: { added: string[], changed: string[] } of routes (or
 * undefined); `previewUrl`: the preview's address with its base path, empty when nothing was deployed.
 */
export function previewComment({ report, pages, previewUrl }) {
  const head = [MARKER]
  const url = typeof previewUrl === 'string' && PREVIEW_URL.test(previewUrl) ? previewUrl.replace(/\/?$/, '/') : undefined
  if (url) {
    head.push(`**Preview:** ${url}`)
    const routes = routesOf(pages)
    const links = routes.slice(0, LINKS).map((route) => `[\`${route}\`](${url}${route.replace(/^\//, '')})`)
    if (routes.length > LINKS) links.push(`and ${routes.length - LINKS} more`)
    if (links.length) head.push('', `Pages this change adds or changes: ${links.join(' · ')}`)
    head.push('')
  }
  const top = head.join('\n')
  const room = LIMIT - top.length - 1
  const text = report.length > room ? `${report.slice(0, room)}\n\n... (cut: the whole comparison is in the preview-report artifact of the run)` : report
  return `${top}\n${text}`
}
