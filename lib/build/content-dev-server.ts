/**
 * Dev server only: content files are not modules a page imports, so Vite does not know a page depends on
 * them. This plugin watches content/, runs the same check as `npm run check` on every change, and then
 * reloads the browser, or shows the check's message in the terminal, in Vite's error overlay and instead of
 * every page until the file is fixed. The server keeps running throughout.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type * as Check from '../content/check'
import type * as Loader from '../content/loader'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The event an error page sends once its reload socket is open, naming the check result it shows. */
const SHOWN_EVENT = 'kilele:content-shown'

/**
 * The page shown instead of every page while content is invalid. Vite's client (the module it imports) reloads it
 * when the file is fixed; a page whose socket opens only after that broadcast (a busy machine) tells the server
 * which result it shows, and is reloaded if that result is no longer current.
 */
export function contentErrorPage(message: string, base: string, generation: number): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Content check failed</title>
<script type="module">import { createHotContext } from '${base}@vite/client'
createHotContext('/@kilele/content-error').send('${SHOWN_EVENT}', { generation: ${generation} })</script></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#0B1F3A">
<h1 style="font-size:1.4rem">Content check failed</h1>
<p>Fix the file named below and save it: this page reloads by itself.</p>
<pre style="white-space:pre-wrap;background:#FEF2F2;border:1px solid #B91C1C;padding:1rem;border-radius:8px">${escapeHtml(message)}</pre>
</body></html>`
}

const overlay = (message: string) => ({ type: 'error' as const, err: { message, stack: '', plugin: 'content check' } })

export function contentDevServer(): Plugin {
  let problem: string | undefined
  /** Counts changes of `problem`, so that a page can say which result it shows. */
  let generation = 0
  /** One check at a time, in the order of the changes: an older check never overwrites a newer result. */
  let checks = Promise.resolve()
  /** Loaded as pages see them (Vite's SSR module graph), so the check and the pages share one loader. */
  const load = <T>(server: ViteDevServer, file: string) => server.ssrLoadModule(path.join(server.config.root, file)) as Promise<T>
  const loader = (server: ViteDevServer) => load<typeof Loader>(server, 'lib/content/loader.ts')

  function setProblem(next: string | undefined) {
    if (next !== problem) generation++
    problem = next
  }

  function enqueue(server: ViteDevServer, task: () => Promise<void>) {
    const logged = () => task().catch((error: Error) => server.config.logger.error(error.stack ?? String(error), { timestamp: true }))
    checks = checks.then(logged)
  }

  async function recheck(server: ViteDevServer): Promise<void> {
    const { invalidateContent, getContent } = await loader(server)
    const { assertContentValid } = await load<typeof Check>(server, 'lib/content/check.ts')
    invalidateContent()
    const hadProblem = problem !== undefined
    try {
      // the build's own check (schema, MDX, components, links, placeholders), then the cache pages read from
      await assertContentValid({ preview: process.env.CONTENT_PREVIEW === '1' })
      getContent()
      setProblem(undefined)
      if (hadProblem) server.config.logger.info('Content check passed again.', { timestamp: true })
    } catch (error) {
      if ((error as Error).name !== 'ContentError') throw error
      setProblem((error as Error).message)
      server.config.logger.error((error as Error).message, { timestamp: true })
    }
  }

  return {
    name: 'kilele:content-dev-server',
    apply: 'serve',
    configureServer(server) {
      // content is watched before the first check, so an unexpected error in that check does not leave edits unseen
      server.httpServer?.once('listening', () => enqueue(server, async () => {
        const root = (await loader(server)).contentRoot()
        server.watcher.add(root)
        // a check not yet started covers every change made before it starts (a save is often two or three events)
        let waiting = false
        server.watcher.on('all', (_event, file) => {
          if (!path.resolve(file).startsWith(root + path.sep) || waiting) return
          waiting = true
          enqueue(server, async () => {
            waiting = false
            await recheck(server)
            server.ws.send(problem ? overlay(problem) : { type: 'full-reload', path: '*' })
          })
        })
        await recheck(server)
      }))
      server.ws.on('connection', (socket) => {
        if (problem) socket.send(JSON.stringify(overlay(problem)))
      })
      server.ws.on(SHOWN_EVENT, (data: { generation?: unknown }, client) => {
        if (data?.generation !== generation) client.send({ type: 'full-reload', path: '*' })
      })
      server.middlewares.use((req, res, next) => {
        if (!problem || !req.headers.accept?.includes('text/html')) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(contentErrorPage(problem, server.config.base, generation))
      })
    },
  }
}
