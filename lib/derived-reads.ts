/**
 * Every fact a page notes instead of what it was worked out from (`recordDerived` in
 * lib/content/read-tracking.ts), by name, with how the build works it out again from its content.
 */
import { slugReads } from './content/by-slug'
import type { DerivedReads } from './content/read-tracking'
import { relatedReads } from './content/related'
import { routeReads } from './layout-data'

export const derivedReads: DerivedReads = { ...slugReads, ...relatedReads, ...routeReads }
