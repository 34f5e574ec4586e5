/**
 * What one kind of page needs besides the layout, each a small script that does nothing where its markup
 * is absent. renderer/+client.ts runs them after the layout's.
 */
import { followCaseStudyTitle } from './case-study-title.client'
import { loadFramesWhenNear } from './lazy-frames.client'
import { handleNotFound } from './not-found.client'
import { enhanceScrollDown } from './scroll-down.client'
import { showTodaysDate } from './todays-date.client'

export function enhancePage(): void {
  showTodaysDate()
  enhanceScrollDown()
  handleNotFound()
  followCaseStudyTitle()
  loadFramesWhenNear()
  // The search script (and Pagefind after it) loads only on the search page.
  if (document.querySelector('form[data-search]')) void import('./search.client').then(({ enhanceSearch }) => enhanceSearch())
}
