import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { remarkContentDialect } from './content-dialect'
import { remarkHeadingIds } from './heading-ids'

/**
 * The one list of remark plugins: used by the MDX compiler (vite.config.ts) and by the content check's
 * parse (lib/content/mdx-inspect.ts), so both refuse exactly the same files. remarkHeadingIds gives ## and ###
 * headings their ids (the posts' tables of contents link to them).
 */
export const remarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm, remarkContentDialect, remarkHeadingIds]
