import styled from 'styled-components'
import type { PostHeading } from '#/lib/content/post-headings'
import { Link } from '../ui/Link'
import { theme } from '#/components/theme'

const Nav = styled.nav`
  max-width: 44rem;
  margin: 0 0 ${theme.space[6]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceTint};
  h2 { margin: 0 0 ${theme.space[2]}; font-size: ${theme.fontSizes.md}; }
  ol { margin: 0; padding-left: 1.4em; display: grid; }
  li::marker { color: ${theme.colors.teal}; font-weight: 700; }
  /* every item the same space apart, one line or three: the padding makes a one-line link a 44 px target */
  a { display: block; line-height: 1.5; padding-block: calc((2.75rem - 1.5em) / 2); color: ${theme.colors.primary}; }
`

export type TableOfContentsProps = { title: string; sections: PostHeading[] }

/** Links to the `##` sections of a post (their ids come from lib/markdown/heading-ids.ts). */
export function TableOfContents({ title, sections }: TableOfContentsProps) {
  return (
    <Nav aria-labelledby="toc-title" data-toc>
      <h2 id="toc-title">{title}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`}>{section.text}</Link>
          </li>
        ))}
      </ol>
    </Nav>
  )
}
