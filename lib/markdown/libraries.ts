/**
 * The Markdown libraries a parse uses (remark, remark-mdx, micromark's GFM syntax, satteri, mdast-util-to-hast,
 * vfile), each loaded at its first use instead of with the modules that use them. The server build holds the parse
 * (a page renders a body's tree, and parses it when the build cache has no tree), but a prerender worker of a
 * build renders the trees its content check kept and parses nothing: loading these took about 0.2 s of each
 * worker's start, which a one-post rebuild waits for. Node's require() loads these ES modules synchronously
 * (Node 20.19 and later), so the parse stays synchronous. A body satteri parses (most posts) needs neither remark's
 * parser nor micromark's syntax (about 55 ms of the 95 ms of loading them all): a one-post rebuild's check loads only
 * what the edited body needs.
 */
import { createRequire } from 'node:module'

const load = createRequire(import.meta.url)

export type MarkdownLibraries = {
  unified: typeof import('unified').unified
  remarkParse: typeof import('remark-parse').default
  remarkMdx: typeof import('remark-mdx').default
  remarkFrontmatter: typeof import('remark-frontmatter').default
  remarkGfm: typeof import('remark-gfm').default
  gfmAutolinkLiteral: typeof import('micromark-extension-gfm-autolink-literal').gfmAutolinkLiteral
  gfmFootnote: typeof import('micromark-extension-gfm-footnote').gfmFootnote
  gfmStrikethrough: typeof import('micromark-extension-gfm-strikethrough').gfmStrikethrough
  gfmTable: typeof import('micromark-extension-gfm-table').gfmTable
  gfmTaskListItem: typeof import('micromark-extension-gfm-task-list-item').gfmTaskListItem
  combineExtensions: typeof import('micromark-util-combine-extensions').combineExtensions
  markdownToMdast: typeof import('satteri').markdownToMdast
  mdxToMdast: typeof import('satteri').mdxToMdast
  toHast: typeof import('mdast-util-to-hast').toHast
  toString: typeof import('mdast-util-to-string').toString
  VFile: typeof import('vfile').VFile
}

/** How each library is loaded: required on its first use, so a parse by satteri loads neither remark nor micromark. */
const loaders: { [Name in keyof MarkdownLibraries]: () => MarkdownLibraries[Name] } = {
  unified: () => (load('unified') as typeof import('unified')).unified,
  remarkParse: () => (load('remark-parse') as typeof import('remark-parse')).default,
  remarkMdx: () => (load('remark-mdx') as typeof import('remark-mdx')).default,
  remarkFrontmatter: () => (load('remark-frontmatter') as typeof import('remark-frontmatter')).default,
  remarkGfm: () => (load('remark-gfm') as typeof import('remark-gfm')).default,
  gfmAutolinkLiteral: () => (load('micromark-extension-gfm-autolink-literal') as typeof import('micromark-extension-gfm-autolink-literal')).gfmAutolinkLiteral,
  gfmFootnote: () => (load('micromark-extension-gfm-footnote') as typeof import('micromark-extension-gfm-footnote')).gfmFootnote,
  gfmStrikethrough: () => (load('micromark-extension-gfm-strikethrough') as typeof import('micromark-extension-gfm-strikethrough')).gfmStrikethrough,
  gfmTable: () => (load('micromark-extension-gfm-table') as typeof import('micromark-extension-gfm-table')).gfmTable,
  gfmTaskListItem: () => (load('micromark-extension-gfm-task-list-item') as typeof import('micromark-extension-gfm-task-list-item')).gfmTaskListItem,
  combineExtensions: () => (load('micromark-util-combine-extensions') as typeof import('micromark-util-combine-extensions')).combineExtensions,
  markdownToMdast: () => (load('satteri') as typeof import('satteri')).markdownToMdast,
  mdxToMdast: () => (load('satteri') as typeof import('satteri')).mdxToMdast,
  toHast: () => (load('mdast-util-to-hast') as typeof import('mdast-util-to-hast')).toHast,
  toString: () => (load('mdast-util-to-string') as typeof import('mdast-util-to-string')).toString,
  VFile: () => (load('vfile') as typeof import('vfile')).VFile,
}

let loaded: MarkdownLibraries | undefined

export function markdownLibraries(): MarkdownLibraries {
  if (loaded) return loaded
  const libraries = {} as MarkdownLibraries
  for (const name of Object.keys(loaders) as (keyof MarkdownLibraries)[]) {
    Object.defineProperty(libraries, name, {
      enumerable: true,
      get() {
        const value = loaders[name]()
        Object.defineProperty(libraries, name, { value, enumerable: true })
        return value
      },
      configurable: true,
    })
  }
  return (loaded = libraries)
}
