import { markdownLibraries } from './libraries'
import { remarkPlugins } from './remark-plugins'
import { remarkSatteriParse } from './satteri-parse'

export type ContentFormat = 'md' | 'mdx'

/** Each format's processor, made at its first use (the libraries are loaded then: libraries.ts). */
function lazily<Parser>(make: (format: ContentFormat) => Parser): Record<ContentFormat, Parser> {
  const made: Partial<Record<ContentFormat, Parser>> = {}
  return {
    get md() {
      return (made.md ??= make('md'))
    },
    get mdx() {
      return (made.mdx ??= make('mdx'))
    },
  }
}

/**
 * A body (the text below the frontmatter) parsed the way every page shows it: remark, remark-mdx for .mdx
 * files (satteri for a body of plain Markdown: the same tree, faster, see satteri-parse.ts), then the one remark
 * plugin list. lib/markdown/body.ts parses every body through these, once.
 */
export const bodyParsers = lazily((format) => {
  const { unified, remarkParse, remarkMdx } = markdownLibraries()
  const parser = unified().use(remarkParse)
  return (format === 'mdx' ? parser.use(remarkMdx) : parser).use(remarkPlugins).use(remarkSatteriParse, format)
})

/** The same for a whole file, frontmatter included (a yaml node), so places are the file's lines. */
export const contentParsers = lazily((format) => {
  const { unified, remarkParse, remarkMdx, remarkFrontmatter } = markdownLibraries()
  const parser = unified().use(remarkParse)
  return (format === 'mdx' ? parser.use(remarkMdx) : parser).use(remarkFrontmatter).use(remarkPlugins)
})

/** The parser of a content file, by its name. */
export const formatOf = (file: string): ContentFormat => (file.endsWith('.mdx') ? 'mdx' : 'md')
