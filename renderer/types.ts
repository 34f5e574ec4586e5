import type { Lang } from '#/lib/editions'
import type { LayoutData } from '#/lib/layout-data'
import type { PageHead } from '#/lib/seo'

declare global {
  namespace Vike {
    interface PageContext {
      /** Every page's +data returns at least its head. */
      data?: { head: PageHead }
      /** The page's language, from pages/+onBeforeRoute.ts (its prefix: /sw/about is "sw"). */
      lang?: Lang
      /** The shared layout's data, from pages/+onBeforeRender.ts. */
      layout?: LayoutData
    }
  }
}

export {}
