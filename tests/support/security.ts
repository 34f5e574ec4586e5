import type { Page, Request } from 'playwright-core'

/** The only third-party host the site may load: the map frame on /contact. */
export const MAP_HOST = 'www.openstreetmap.org'

/**
 * Records, on one page, Content-Security-Policy violations (securitypolicyviolation events and
 * 'Refused to' console lines) and requests to other hosts than the site's, except the map frame's.
 * Clear the arrays between routes.
 */
export async function watchSecurity(page: Page, siteHost: string) {
  const violations: string[] = []
  const thirdParty: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.warn(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    )
  })
  page.on('console', (msg) => {
    if (/Refused to|CSP violation/.test(msg.text())) violations.push(msg.text())
  })
  const fromMapFrame = (request: Request) => {
    if (request.isNavigationRequest() && new URL(request.url()).host === MAP_HOST) return true
    const frame = request.frame()
    return frame !== page.mainFrame() && /^https?:/.test(frame.url()) && new URL(frame.url()).host === MAP_HOST
  }
  page.on('request', (request) => {
    const { host, protocol } = new URL(request.url())
    if (protocol === 'data:' || host === siteHost) return
    if (!fromMapFrame(request)) thirdParty.push(request.url())
  })
  return { violations, thirdParty }
}
