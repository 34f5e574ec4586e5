/**
 * A small static server that behaves like a static host: /x serves x/index.html (no redirect),
 * unknown paths get 404.html with status 404, and the site can live under a base path.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/

export type StaticServerOptions = {
  root: string
  /** e.g. "/" or "/preview/pr-42/" */
  base?: string
  port?: number
  host?: string
  /** Extra headers on every response (e.g. a Content-Security-Policy under test). */
  headers?: Record<string, string>
}

function resolveFile(root: string, pathname: string): string | undefined {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidate = path.join(root, safe)
  if (!candidate.startsWith(root)) return undefined
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return undefined
}

export function startStaticServer({ root, base = '/', port = 0, host = '127.0.0.1', headers = {} }: StaticServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const absoluteRoot = path.resolve(root)
  const prefix = base.replace(/\/$/, '')
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let file: string | undefined
    if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
      file = resolveFile(absoluteRoot, url.pathname.slice(prefix.length) || '/')
    }
    const status = file ? 200 : 404
    file ??= path.join(absoluteRoot, '404.html')
    const type = types[path.extname(file)] ?? 'application/octet-stream'
    const cache = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'
    // Text is gzipped, as on any static host (and as the budgets count it).
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), ...headers })
    if (req.method === 'HEAD') return res.end()
    const body = fs.createReadStream(file).on('error', () => res.end())
    if (gzip) body.pipe(zlib.createGzip()).pipe(res)
    else body.pipe(res)
  })
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address() as { port: number }
      resolve({
        url: `http://${host}:${address.port}${prefix}/`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
