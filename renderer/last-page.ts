/**
 * A page rendered from the same inputs as in the last build is that build's page: its address, whether it is
 * an error page, the year in the footer, the layout's data and the page's own data (the +data result, the
 * body's HTML tree included). The code that renders them is the same by construction: the record of the last
 * build is kept in the build cache of the current build inputs (scripts/lib/build-inputs.ts), so any change
 * to the code starts without one.
 *
 * The prerender worker (scripts/prerender-worker.mjs) sets `kileleLastPage` for each page it renders when the
 * build cache is on: the SHA-1 of what the last build rendered the page from, and a check that the last
 * build's file is still the bytes it wrote. It reads back this render's inputs (for the next build) and
 * whether it is to write the last build's file instead of the HTML returned here. Without a worker (the dev
 * server, tests, a build without the cache) every page is rendered.
 */
import { createHash } from 'node:crypto'
import { sourceOfTree } from '#/lib/markdown/body'

export type PageInputs = { pathname: string; is404: boolean; year: number; layout: unknown; data: unknown }

/** Set by the worker for the page being rendered. */
export type LastPage = {
  /** The SHA-1 of the inputs the last build rendered the page from, if it rendered it */
  lastInputs?: string
  /** Whether the last build's file of the page is still the bytes it wrote (the worker then has them) */
  lastIsThere: () => boolean
  /** The SHA-1 of this render's inputs, set here */
  inputs?: string
  /** Set here: the page is the last build's, and the worker writes that build's file */
  reused?: boolean
}

const worker = globalThis as { kileleLastPage?: LastPage }

/** What Vike is given for a page the worker takes from the last build: it is never written. */
const TAKEN_FROM_LAST_BUILD = '<!DOCTYPE html><html><head></head><body></body></html>'

const TREE_MADE_FROM = '\u0000body tree made from'

/** A body's tree written as what it was made from (lib/markdown/body.ts), not node by node; every other value as itself. */
const treesBySource = (_key: string, value: unknown) => {
  const source = sourceOfTree(value)
  return source === undefined ? value : { [TREE_MADE_FROM]: source }
}

/** The layout holds no body: only the page's data is written with `treesBySource` (a replacer slows every value down). */
export const inputsDigest = ({ pathname, is404, year, layout, data }: PageInputs) =>
  createHash('sha1')
    .update(`[${JSON.stringify(pathname)},${is404},${year},${JSON.stringify(layout)},${JSON.stringify(data, treesBySource)}]`)
    .digest('hex')

/** What `render` makes, unless the page is the last build's (see above). */
export function lastPageOrRender(inputs: PageInputs, render: () => string): string {
  const page = worker.kileleLastPage
  if (!page) return render()
  page.inputs = inputsDigest(inputs)
  page.reused = page.lastInputs === page.inputs && page.lastIsThere()
  return page.reused ? TAKEN_FROM_LAST_BUILD : render()
}
