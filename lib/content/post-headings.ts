import { headingSlugger } from '../markdown/heading-ids'

export type PostHeading = { id: string; text: string }

/** Inline Markdown as mdast-util-to-string reads it: the text of links, emphasis and code, nothing else. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim()
}

/**
 * The `##` sections of a body, with the ids remarkHeadingIds gives them: a scan of the source (fenced code
 * skipped), not a Markdown parse, because it runs for every post of the prerender. ### headings take part
 * in the numbering only, as they do in the plugin. The link check fails the build if an id disagrees.
 */
export function postSections(body: string): PostHeading[] {
  const slug = headingSlugger()
  const sections: PostHeading[] = []
  let fence: string | undefined
  for (const line of body.split('\n')) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fenceMark) {
      if (!fence) fence = fenceMark[0]
      else if (fenceMark[0] === fence) fence = undefined
      continue
    }
    if (fence) continue
    const heading = /^ {0,3}(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const text = plainText(heading[2]!)
    const id = slug(text)
    if (heading[1] === '##') sections.push({ id, text })
  }
  return sections
}

/** A table of contents pays off from three sections on. */
export const TOC_MIN_SECTIONS = 3
