import type { PageHead } from '#/lib/seo'

declare global {
  namespace Vike {
    interface PageContext {
      /** Every page's +data returns at least its head. */
      data?: { head: PageHead }
    }
  }
}

export {}
