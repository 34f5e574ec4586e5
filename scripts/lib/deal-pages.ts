/**
 * How the prerender deals its pages over its workers. A worker pays for the first page of each template it renders:
 * its components' style rules formatted, its code compiled, its layout drawn (renderer/chrome.tsx). A template with
 * many pages (posts, list pages) spreads that cost over them; one with a few (the services, the home page, each in
 * every language) pays it on every page, and paid it twice when its pages were dealt to both workers in turn. Here
 * a template's pages go to one worker when they are few, and the templates of many pages are dealt in turn.
 * Alternated cold builds of the 1,000-post copy, three pairs: the 85 pages of the few-page templates took 0.88-0.91 s
 * of the workers' CPU instead of 1.03-1.04 s, the workers' user CPU 5.43-5.52 s against 5.58-5.91 s.
 */

/** A template with at most this many pages is rendered by one worker. */
export const FEW_PAGES = 24

/**
 * `pages` in one share per worker, each in the order `pages` has them: the pages of a template (`templateOf`) with
 * at most FEW_PAGES pages in one share, largest first to the share with the fewest pages so far; the pages of the
 * other templates dealt in turn.
 */
export function dealPages<T>(pages: readonly T[], count: number, templateOf: (page: T) => string): T[][] {
  const byTemplate = new Map<string, number[]>()
  pages.forEach((page, index) => {
    const template = templateOf(page)
    const indexes = byTemplate.get(template)
    if (indexes) indexes.push(index)
    else byTemplate.set(template, [index])
  })
  const share = new Array<number>(pages.length)
  const sizes = new Array<number>(count).fill(0)
  const few: number[][] = []
  let turn = 0
  for (const indexes of byTemplate.values()) {
    if (indexes.length > FEW_PAGES)
      for (const index of indexes) {
        share[index] = turn
        sizes[turn]!++
        turn = (turn + 1) % count
      }
    else few.push(indexes)
  }
  for (const indexes of few.sort((a, b) => b.length - a.length)) {
    const smallest = sizes.indexOf(Math.min(...sizes))
    for (const index of indexes) share[index] = smallest
    sizes[smallest]! += indexes.length
  }
  return Array.from({ length: count }, (_, worker) => pages.filter((_, index) => share[index] === worker))
}
