import type { PluggableList } from 'unified'
import { remarkContentDialect } from './content-dialect'
import { remarkHeadingIds } from './heading-ids'

/**
 * The one list of remark plugins a body's tree goes through: the page's HTML tree (lib/markdown/body.ts), the
 * content check (the same parse) and the whitepaper PDFs. remarkHeadingIds gives ## and ### headings their ids (the
 * posts' tables of contents link to them). GFM (tables, autolinks, strikethrough) is syntax, part of the parse
 * (lib/markdown/parsers.ts: satteri's, or remark's with remarkGfmAsNeeded).
 */
export const remarkPlugins: PluggableList = [remarkContentDialect, remarkHeadingIds]
