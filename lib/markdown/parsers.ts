import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { remarkPlugins } from './remark-plugins'

/**
 * A content body parsed the way the build compiles it: remark, remark-mdx for .mdx files, then the one
 * remark plugin list (as @mdx-js/mdx does before it turns the tree into JavaScript). The content check,
 * the writing rules and the whitepaper PDFs all read bodies through these.
 */
export const contentParsers = {
  md: unified().use(remarkParse).use(remarkPlugins),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkPlugins),
}

export type ContentFormat = keyof typeof contentParsers

/** The parser of a content file, by its name. */
export const formatOf = (file: string): ContentFormat => (file.endsWith('.mdx') ? 'mdx' : 'md')
