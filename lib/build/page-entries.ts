/**
 * Writes `page-entries.json` beside the server build: each Vike page's id (`/pages/blog/@slug`) with its entry
 * module in the build (`entries/pages_blog_-slug.mjs`). The prerender workers (scripts/prerender-worker.mjs) read it
 * to render a page with the page's own hooks instead of through Vike's whole renderPage(); Vike's virtual page
 * entry modules are named after the page id, which is what this reads from the bundle.
 */
import type { Plugin } from 'vite'

export const PAGE_ENTRIES_FILE = 'page-entries.json'

const SERVER_PAGE_ENTRY = '\0virtual:vike:page-entry:server:'

export function pageEntries(): Plugin {
  return {
    name: 'kilele:page-entries',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId?.startsWith(SERVER_PAGE_ENTRY)) continue
        entries[chunk.facadeModuleId.slice(SERVER_PAGE_ENTRY.length)] = chunk.fileName
      }
      if (Object.keys(entries).length) this.emitFile({ type: 'asset', fileName: PAGE_ENTRIES_FILE, source: `${JSON.stringify(entries, null, 2)}\n` })
    },
  }
}
