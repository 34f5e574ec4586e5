import type { LayoutData } from '#/lib/layout-data'
import type { PageHead } from '#/lib/seo'

declare global {
  namespace Vike {
    interface PageContext {
      /** Every page's +data returns at least its head. */
      data?: { head: PageHead }
      /** The shared layout's data, from pages/+onBeforeRender.ts. */
      layout?: LayoutData
    }
  }
}

export {}
