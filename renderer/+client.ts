// Client entry of every page: the layout's behaviour, and islands only where a page has them.
import { enhancePage } from '#/components/behaviour/page.client'
import { enhanceLayout } from '#/components/layout/layout.client'
import { afterFirstPaint } from '#/components/islands/after-first-paint.client'
import { keepPagesForOffline } from '#/components/behaviour/service-worker.client'

enhanceLayout()
enhancePage()
keepPagesForOffline()

if (document.querySelector('[data-island]')) {
  // The first screen paints from the HTML alone; island code (React, the carousel) is fetched after that
  // paint, so on a slow network it never competes with the text and images a visitor came for.
  afterFirstPaint(() => void import('#/components/islands/hydrate.client').then(({ hydrateIslands }) => hydrateIslands()))
}
