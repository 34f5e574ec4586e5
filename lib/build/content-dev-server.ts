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

export function contentErrorPage(message: string, base: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Content check failed</title>
<script type="module" src="${base}@vite/client"></script></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#0B1F3A">
<h1 style="font-size:1.4rem">Content check failed</h1>
<p>Fix the file named below and save it: this page reloads by itself.</p>
<pre style="white-space:pre-wrap;background:#FEF2F2;border:1px solid #B91C1C;padding:1rem;border-radius:8px">${escapeHtml(message)}</pre>
</body></html>`
}

const overlay = (message: string) => ({ type: 'error' as const, err: { message, stack: '', plugin: 'content check' } })

export function contentDevServer(): Plugin {
  let problem: string | undefined
  /** Loaded as pages see them (Vite's SSR module graph), so the check and the pages share one loader. */
  const load = <T>(server: ViteDevServer, file: string) => server.ssrLoadModule(path.join(server.config.root, file)) as Promise<T>
  const loader = (server: ViteDevServer) => load<typeof Loader>(server, 'lib/content/loader.ts')

  async function recheck(server: ViteDevServer): Promise<void> {
    const { invalidateContent, getContent } = await loader(server)
    const { assertContentValid } = await load<typeof Check>(server, 'lib/content/check.ts')
    invalidateContent()
    const hadProblem = problem !== undefined
    try {
      // the build's own check (schema, MDX, components, links, placeholders), then the cache pages read from
      await assertContentValid({ preview: process.env.CONTENT_PREVIEW === '1' })
      getContent()
      problem = undefined
      if (hadProblem) server.config.logger.info('Content check passed again.', { timestamp: true })
    } catch (error) {
      if ((error as Error).name !== 'ContentError') throw error
      problem = (error as Error).message
      server.config.logger.error(problem, { timestamp: true })
    }
  }

  return {
    name: 'kilele:content-dev-server',
    apply: 'serve',
    configureServer(server) {
      server.httpServer?.once('listening', async () => {
        await recheck(server)
        const root = (await loader(server)).contentRoot()
        server.watcher.add(root)
        server.watcher.on('all', async (_event, file) => {
          if (!path.resolve(file).startsWith(root + path.sep)) return
          await recheck(server)
          server.ws.send(problem ? overlay(problem) : { type: 'full-reload', path: '*' })
        })
      })
      server.ws.on('connection', (socket) => {
        if (problem) socket.send(JSON.stringify(overlay(problem)))
      })
      server.middlewares.use((req, res, next) => {
        if (!problem || !req.headers.accept?.includes('text/html')) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(contentErrorPage(problem, server.config.base))
      })
    },
  }
}
