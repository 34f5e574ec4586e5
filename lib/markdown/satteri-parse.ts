import type { Root } from 'mdast'
import type { Processor } from 'unified'
import { markdownLibraries } from './libraries'

type Format = 'md' | 'mdx'

/**
 * What only remark's own parse reads here: HTML, JSX and `<...>` autolinks (`<`), MDX expressions (`{`) and MDX's
 * import and export lines. satteri's trees of those differ from remark-mdx's in small ways (JSX attributes without
 * places, marks of its own, other syntax error messages), and they are where the content dialect refuses what a
 * writer's file may not do: remark, whose trees the dialect was written for, keeps them.
 */
const forRemark: Record<Format, RegExp> = { md: /</, mdx: /[<{]|^(?:import|export)\b/m }

/** Whether a body of `format` is parsed by satteri (else by remark). */
export const parsedBySatteri = (document: string, format: Format) => !forRemark[format].test(document)

/**
 * Parses a body of plain Markdown (most posts: prose, lists, tables, links) with satteri, a CommonMark, GFM and MDX
 * parser in Rust, and the others with remark: satteri gives the tree remark-parse gives with remark-gfm (and
 * remark-mdx for .mdx), positions included, in about a fifteenth of the time (the 1,008 bodies of the 1,000-post
 * benchmark: 0.14 s against 2.1 s, most of the content check). satteri-parse.spec.ts compares the two on every
 * content file, every test fixture, generated posts and edge cases.
 * `remark` gives remark's own parse of the format (parsers.ts), made when a body first needs it.
 */
export function remarkSatteriParse(this: Processor, format: Format, remark: () => Pick<Processor, 'parse'>): void {
  const { markdownToMdast, mdxToMdast } = markdownLibraries()
  const satteri = format === 'mdx' ? mdxToMdast : markdownToMdast
  this.parser = (document, file) => (parsedBySatteri(document, format) ? (satteri(document, { features: { frontmatter: false } }) as Root) : (remark().parse(file) as Root))
}
