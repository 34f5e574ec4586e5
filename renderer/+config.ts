import type { Config } from 'vike/types'

/**
 * Pages render to static HTML on the server only (HTML-only render mode): the browser gets no React for
 * the page itself. +client.ts adds the layout's behaviour and hydrates the few interactive islands.
 */
export default {
  prerender: { disableAutoRun: true, keepDistServer: true },
  clientRouting: false,
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
