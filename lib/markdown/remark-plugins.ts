import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { remarkContentDialect } from './content-dialect'

/**
 * The one list of remark plugins: used by the MDX compiler (vite.config.ts) and by the content check's
 * parse (lib/content/mdx-inspect.ts), so both refuse exactly the same files.
 */
export const remarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm, remarkContentDialect]
