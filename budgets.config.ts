/**
 * Performance budgets, in gzip bytes (1 KB = 1000 B), per route. `npm run budget` checks the built site
 * against them; the first rule whose pattern matches a route applies ("*" = one path segment, "**" = any).
 * js counts every script a route loads, including the lazy island chunks it triggers.
 * firstResponse = HTML plus the stylesheets it links (what a reader waits for before the first paint).
 * A page in another language (/sw/contact) has its page's budget (/contact).
 */
export type Budget = { js: number; css: number; html: number; firstResponse?: number }
export type BudgetRule = { name: string; routes: string[]; budget: Budget }

const KB = 1000

/** Pages whose only interactivity is the shared layout script. */
const layoutOnly: Budget = { js: 50 * KB, css: 20 * KB, html: 40 * KB }

export const budgetRules: BudgetRule[] = [
  { name: 'blog post', routes: ['/blog/*'], budget: { ...layoutOnly, html: 30 * KB, firstResponse: 30 * KB } },
  // 122 KB: the islands carry the page's language (components/ui/Edition.tsx, lib/localise.ts) so their links
  // and forms stay in Swahili on a Swahili page; that cost the home page 1.4 KB (119.3 -> 120.7 KB).
  { name: 'interactive (carousels, forms, tabs)', routes: ['/', '/contact', '/resources', '/resources/webinars/*', '/events/*', '/solutions', '/solutions/*'], budget: { js: 122 * KB, css: 20 * KB, html: 40 * KB } },
  // Site search loads Pagefind (its runtime about 13 KB, the WebAssembly of the page's language about 60 KB) on
  // this page only, after the page is shown; scripts/lib/site-weight.ts counts them here and nowhere else.
  { name: 'search (Pagefind)', routes: ['/search'], budget: { ...layoutOnly, js: 85 * KB } },
  { name: 'content (layout script only)', routes: ['/**'], budget: layoutOnly },
]
