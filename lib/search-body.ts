/**
 * The attribute on the <main> of every page the site search indexes (components/layout/Layout.tsx): Pagefind
 * indexes only what is inside it, and the build gives Pagefind only the pages whose HTML has it
 * (scripts/write-search-index.ts).
 */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body'
