import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'

/** The one list of remark plugins: used by the MDX compiler and by every build-time markdown pass. */
export const remarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm]
