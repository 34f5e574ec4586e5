/**
 * `npm run serve`: serves the built site (dist/client) like a static host, with a local inbox: the forms'
 * POSTs (with or without JavaScript) are appended to INBOX_FILE (default .inbox/leads.jsonl, git-ignored)
 * and printed, one line per lead.
 */
import { configuredBasePath } from '../lib/base-path'
import { securityHeaders } from '../lib/security-headers'
import { site } from '../site.config'
import { startStaticServer } from './static-server'

const port = Number(process.env.PORT ?? 4173)
const base = configuredBasePath()
const inboxFile = process.env.INBOX_FILE || '.inbox/leads.jsonl'
const { url } = await startStaticServer({
  root: 'dist/client',
  base,
  port,
  host: process.env.HOST ?? '127.0.0.1',
  headers: securityHeaders,
  inbox: { file: inboxFile, honeypot: site.forms.honeypot },
})
console.log(`Serving dist/client at ${url} (Ctrl+C to stop)`)
console.log(
  site.forms.endpoint
    ? `Forms post to ${site.forms.endpoint} (site.config.ts); form POSTs to this server still go to ${inboxFile}`
    : `Form submissions (Netlify Forms locally) go to ${inboxFile}`,
)
