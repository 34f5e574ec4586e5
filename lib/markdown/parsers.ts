import remarkFrontmatter from 'remark-frontmatter'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkPlugins } from './remark-plugins'
import { remarkSatteriParse } from './satteri-parse'

/**
 * A body (the text below the frontmatter) parsed the way every page shows it: remark, remark-mdx for .mdx
 * files (satteri for a body of plain Markdown: the same tree, faster, see satteri-parse.ts), then the one remark
 * plugin list. lib/markdown/body.ts parses every body through these, once.
 */
export const bodyParsers = {
  md: unified().use(remarkParse).use(remarkPlugins).use(remarkSatteriParse, 'md'),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).use(remarkSatteriParse, 'mdx'),
}

/** The same for a whole file, frontmatter included (a yaml node), so places are the file's lines. */
export const contentParsers = {
  md: unified().use(remarkParse).use(remarkFrontmatter).use(remarkPlugins),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkPlugins),
}

export type ContentFormat = keyof typeof bodyParsers

/** The parser of a content file, by its name. */
export const formatOf = (file: string): ContentFormat => (file.endsWith('.mdx') ? 'mdx' : 'md')
