// Client entry of every page: the layout's behaviour, and islands only where a page has them.
import { enhanceLayout } from '#/components/layout/layout.client'

enhanceLayout()

if (document.querySelector('[data-island]')) {
  void import('#/components/islands/hydrate.client').then(({ hydrateIslands }) => hydrateIslands())
}
