import type { PluggableList } from 'unified'
import { remarkContentDialect } from './content-dialect'
import { remarkGfmAsNeeded } from './gfm'
import { remarkHeadingIds } from './heading-ids'

/**
 * The one list of remark plugins a body goes through: the page's HTML tree (lib/markdown/body.ts), the
 * content check (the same parse) and the whitepaper PDFs. remarkHeadingIds gives ## and ### headings their
 * ids (the posts' tables of contents link to them). remarkGfmAsNeeded is remark-gfm, faster on documents
 * without tables or email addresses (lib/markdown/gfm.ts).
 */
export const remarkPlugins: PluggableList = [remarkGfmAsNeeded, remarkContentDialect, remarkHeadingIds]
