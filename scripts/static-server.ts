/**
 * A small static server that behaves like a static host: /x serves x/index.html (no redirect),
 * unknown paths get 404.html with status 404, and the site can live under a base path.
 *
 * It never trusts a request: a URL that does not decode gets 400; a path that would leave the root
 * (`..` in any encoding, backslashes, NUL bytes, a symlink pointing outside) gets 404; no request ends
 * the process.
 *
 * With `inbox`, it also accepts form POSTs like Netlify Forms does (lib/forms.ts): a urlencoded body
 * naming one of the site's forms is appended as one JSON line to the inbox file, and the answer is the
 * page at the POSTed path (the form's thank-you page) with status 200. A filled honeypot is dropped.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { readLead, thanksRoute, type Lead } from '../lib/forms'

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
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/

/** Form POST bodies larger than this get 413 (a contact message is a few KB). */
export const MAX_FORM_BYTES = 64 * 1024

export type InboxOptions = {
  /** The JSON-lines file leads are appended to (its folder is created). */
  file: string
  /** The honeypot field's name (site.config.ts forms.honeypot). */
  honeypot: string
  /** One line per lead or dropped submission; default console.log. */
  log?: (line: string) => void
  /**
   * Tests: called before a lead is stored. Return a status of 400 or more to answer with it instead (the
   * lead is then not stored, as when a real endpoint fails); may wait to delay the answer.
   */
  answer?: (lead: Lead) => Promise<number | void> | number | void
}

export type StaticServerOptions = {
  root: string
  /** e.g. "/" or "/preview/pr-42/" */
  base?: string
  port?: number
  host?: string
  /** Extra headers on every response (e.g. a Content-Security-Policy under test). */
  headers?: Record<string, string>
  inbox?: InboxOptions
}

/** The decoded path of a request target, or undefined when it does not decode. */
export function requestPath(target: string): string | undefined {
  let raw = target.split(/[?#]/)[0] ?? ''
  // absolute-form ("GET http://host/path"): keep only the path
  if (!raw.startsWith('/')) {
    try {
      raw = new URL(target).pathname
    } catch {
      return undefined
    }
  }
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

function isInside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep)
}

/**
 * The file a decoded path names under root (x, x/index.html or x.html), or undefined. Refuses any path with
 * a NUL byte, a backslash or a `..` segment, and any file whose real location (symlinks followed) is
 * outside root.
 */
export function resolveFile(root: string, decodedPath: string): string | undefined {
  if (/[\0\\]/.test(decodedPath)) return undefined
  if (decodedPath.split('/').some((segment) => segment === '..')) return undefined
  const candidate = path.join(root, decodedPath)
  if (!isInside(root, candidate)) return undefined
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      if (!fs.statSync(file).isFile()) continue
      const real = fs.realpathSync(file)
      if (isInside(fs.realpathSync(root), real)) return real
    } catch {
      // missing, a name too long, a path through a file: not there
    }
  }
  return undefined
}

class BodyError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(new BodyError(413))
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(new BodyError(413))
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => reject(new BodyError(400)))
  })
}

const oneLine = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value).replace(/\s+/g, ' ')

export function startStaticServer({ root, base = '/', port = 0, host = '127.0.0.1', headers = {}, inbox }: StaticServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const absoluteRoot = path.resolve(root)
  const prefix = base.replace(/\/$/, '')
  const log = inbox?.log ?? ((line: string) => console.log(line))

  /** The file for a decoded path under the base, or undefined. */
  function fileFor(decoded: string): string | undefined {
    if (decoded !== prefix && !decoded.startsWith(`${prefix}/`)) return undefined
    return resolveFile(absoluteRoot, decoded.slice(prefix.length) || '/')
  }

  /** The 404 page of the language whose prefix the path has (/sw/x gets sw/404.html), else the site's. */
  function notFoundPage(decoded: string): string {
    const edition = /^\/([a-z]{2})(?:\/|$)/.exec(decoded.slice(prefix.length))?.[1]
    const own = edition && path.join(absoluteRoot, edition, '404.html')
    return own && fs.existsSync(own) ? own : path.join(absoluteRoot, '404.html')
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, found: string | undefined, status = found ? 200 : 404, decoded = '') {
    const file = found ?? notFoundPage(decoded)
    const type = types[path.extname(file)] ?? 'application/octet-stream'
    const cache = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'
    // Text is gzipped, as on any static host (and as the budgets count it).
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), ...headers })
    if (req.method === 'HEAD') return res.end()
    const body = fs.createReadStream(file).on('error', () => res.end())
    if (gzip) body.pipe(zlib.createGzip()).pipe(res)
    else body.pipe(res)
  }

  function plain(res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
    if (res.headersSent) return res.end()
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra, ...headers })
    res.end(`${text}\n`)
  }

  async function receiveForm(req: http.IncomingMessage, res: http.ServerResponse, decoded: string, options: InboxOptions) {
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded') {
      req.resume()
      return plain(res, 415, 'Forms are accepted as application/x-www-form-urlencoded.')
    }
    let body: string
    try {
      body = await readBody(req, MAX_FORM_BYTES)
    } catch (error) {
      const status = error instanceof BodyError ? error.status : 400
      return plain(res, status, status === 413 ? `A form submission may not exceed ${MAX_FORM_BYTES} bytes.` : 'Bad request', { Connection: 'close' })
    }
    const lead = readLead(new URLSearchParams(body), options.honeypot)
    if (lead === 'unknown') return plain(res, 404, 'No form of this site has that name.')
    const page = fileFor(decoded)
    if (lead === 'spam') {
      log(`[inbox] dropped a submission with the honeypot field "${options.honeypot}" filled`)
      // Like the host: the bot is told nothing.
      return send(req, res, page ?? fileFor(prefix + thanksRoute.contact()), 200)
    }
    const status = await options.answer?.(lead)
    if (typeof status === 'number' && status >= 400) return plain(res, status, `The inbox was told to answer ${status}.`)
    fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true })
    fs.appendFileSync(options.file, `${JSON.stringify(lead)}\n`)
    const summary = Object.entries(lead.fields)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}=${JSON.stringify(oneLine(value, 40))}`)
      .join(' ')
    log(`[inbox] ${lead.time} ${lead.form}: ${oneLine(summary, 200)} -> ${options.file}`)
    // Netlify answers a form POST with the page at its action path.
    send(req, res, page ?? fileFor(prefix + thanksRoute[lead.form]()), 200)
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const decoded = requestPath(req.url ?? '/')
    if (decoded === undefined) {
      req.resume()
      return plain(res, 400, 'Bad request: the URL does not decode.')
    }
    if (req.method === 'POST' && inbox) return receiveForm(req, res, decoded, inbox)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume()
      return plain(res, 405, 'Method not allowed', { Allow: inbox ? 'GET, HEAD, POST' : 'GET, HEAD' })
    }
    send(req, res, fileFor(decoded), undefined, decoded)
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[serve] ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
      plain(res, 500, 'Internal error')
    })
  })
  // A request node cannot parse at all: answer 400 and close that connection only.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address() as { port: number }
      resolve({
        url: `http://${host}:${address.port}${prefix}/`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
