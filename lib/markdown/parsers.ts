import { markdownLibraries } from './libraries'
import { remarkGfmAsNeeded } from './gfm'
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
 * remark's parse of a format, with its syntax: remark-mdx for .mdx files and GFM (remarkGfmAsNeeded, gfm.ts). Made at
 * the first body satteri does not parse (satteri-parse.ts), so a parse by satteri loads neither remark nor micromark.
 */
const remarkSyntax = lazily((format) => {
  const { unified, remarkParse, remarkMdx } = markdownLibraries()
  const parser = unified().use(remarkParse)
  return (format === 'mdx' ? parser.use(remarkMdx) : parser).use(remarkGfmAsNeeded).freeze()
})

/**
 * A body (the text below the frontmatter) parsed the way every page shows it: satteri for a body of plain Markdown,
 * else remark's parse (the same tree: satteri-parse.ts), then the one remark plugin list. lib/markdown/body.ts parses
 * every body through these, once.
 */
export const bodyParsers = lazily((format) =>
  markdownLibraries()
    .unified()
    .use(remarkSatteriParse, format, () => remarkSyntax[format])
    .use(remarkPlugins),
)

/** The same for a whole file, frontmatter included (a yaml node), so places are the file's lines: remark's parse. */
export const contentParsers = lazily((format) => {
  const { unified, remarkParse, remarkMdx, remarkFrontmatter } = markdownLibraries()
  const parser = unified().use(remarkParse)
  return (format === 'mdx' ? parser.use(remarkMdx) : parser).use(remarkFrontmatter).use(remarkGfmAsNeeded).use(remarkPlugins)
})

/** The parser of a content file, by its name. */
export const formatOf = (file: string): ContentFormat => (file.endsWith('.mdx') ? 'mdx' : 'md')
