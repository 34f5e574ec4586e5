import { useContext, useMemo, type ReactNode } from 'react'
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components'

type Stringifier = IStyleSheetContext['stylis']

/** Results kept per stylis instance; a long-running dev server starts again after this many. */
export const MAX_RESULTS = 20_000
const memos = new WeakMap<Stringifier, Stringifier>()

/** stylis with its results kept: a pure function of its arguments (the instance's plugins are fixed). */
export function memoized(stylis: Stringifier): Stringifier {
  let memo = memos.get(stylis)
  if (!memo) {
    // by the short arguments, then by the CSS itself: styled-components has hashed that string already (its
    // class name cache), so the lookup does not hash it again, as a key with the CSS joined in would
    const results = new Map<string, Map<string, string[]>>()
    let count = 0
    const run = (css: string, selector?: string, prefix?: string, componentId?: string) => {
      const key = `${componentId ?? ''}\0${selector ?? ''}\0${prefix ?? ''}`
      let byCss = results.get(key)
      let rules = byCss?.get(css)
      if (!rules) {
        if (count >= MAX_RESULTS) {
          results.clear()
          count = 0
          byCss = undefined
        }
        if (!byCss) results.set(key, (byCss = new Map()))
        byCss.set(css, (rules = stylis(css, selector, prefix, componentId)))
        count++
      }
      return rules
    }
    memos.set(stylis, (memo = Object.assign(run, { hash: stylis.hash })))
  }
  return memo
}

/**
 * Gives the components inside it a stylis that remembers what it formatted. Each prerendered page has its own
 * style sheet (so it carries only the CSS it uses), and styled-components formats a component's CSS with stylis
 * whenever a sheet does not have it yet: once per component per page, about a third of a page's render time at
 * 1,000 posts. The formatted rules of the same CSS are the same, so every page after the first takes them from here.
 */
export function StylisCache({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext)
  const value = useMemo(() => ({ ...context, stylis: memoized(context.stylis) }), [context])
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>
}
