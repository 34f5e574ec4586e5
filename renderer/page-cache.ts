/**
 * Built pages kept between builds (lib/cache/disk-cache.ts; on only in `npm run build`, in the folder of the
 * current build-input hash, scripts/lib/build-inputs.ts). A page is found again only when everything it is
 * rendered from is the same: its address, whether it is an error page, the year in the footer, the layout's
 * data and the page's own data (the +data result, the body's HTML tree included). The code that renders them
 * is the same by construction: any change to it starts another cache folder.
 */
import { diskCache } from '#/lib/cache/disk-cache'

const pages = diskCache('pages')

/** How many pages came from the cache and how many were rendered, for the build's report (scripts/prerender-worker.mjs). */
const counts = ((globalThis as { kilelePageCache?: { hits: number; rendered: number } }).kilelePageCache ??= { hits: 0, rendered: 0 })

export type PageInputs = { pathname: string; is404: boolean; year: number; layout: unknown; data: unknown }

const keyOf = (inputs: PageInputs) => JSON.stringify([inputs.pathname, inputs.is404, inputs.year, inputs.layout, inputs.data])

/** The page's HTML from an earlier build, or what `render` makes now (then kept for the next build). */
export function cachedPage(inputs: PageInputs, render: () => string): string {
  const key = keyOf(inputs)
  const known = pages.get(key)
  if (known !== undefined) {
    counts.hits++
    return known
  }
  counts.rendered++
  const html = render()
  pages.set(key, html)
  return html
}
