/** `npm run serve`: serves the built site (dist/client) like a static host. */
import { basePath } from '../lib/build/base-path'
import { securityHeaders } from '../lib/security-headers'
import { startStaticServer } from './static-server'

const port = Number(process.env.PORT ?? 4173)
const base = basePath(process.env.BASE_PATH)
const { url } = await startStaticServer({ root: 'dist/client', base, port, host: process.env.HOST ?? '127.0.0.1', headers: securityHeaders })
console.log(`Serving dist/client at ${url} (Ctrl+C to stop)`)
