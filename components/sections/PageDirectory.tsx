import styled from 'styled-components'
import type { SearchPageData } from '#/lib/search'
import { Link } from '../ui/Link'
import { theme } from '#/components/theme'

const Root = styled.section`
  margin-top: ${theme.space[8]};
  > div { display: grid; gap: ${theme.space[6]}; margin-top: ${theme.space[5]}; }
  ${theme.mq.md} { > div { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  ${theme.mq.lg} { > div { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  h3 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space[2]}; }
  ul { list-style: none; margin: 0; padding: 0; }
  a { display: inline-flex; align-items: center; min-height: 44px; }
  a.all { font-weight: 700; }
`

export type PageDirectoryProps = { title: string; sections: SearchPageData['sections'] }

/**
 * The site's pages by section (lib/search.ts), under the search form: what /search offers without JavaScript. A section
 * too long to list whole ends with a link to its own list, named by how many it holds; a screen reader hears the
 * section's heading with it.
 */
export function PageDirectory({ title, sections }: PageDirectoryProps) {
  return (
    <Root aria-labelledby="browse-title">
      <h2 id="browse-title">{title}</h2>
      <div>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`browse-${section.id}`}>
            <h3 id={`browse-${section.id}`}>{section.title}</h3>
            <ul>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
            {section.all && (
              <Link className="all" href={section.all.href} aria-describedby={`browse-${section.id}`}>
                {section.all.label}
              </Link>
            )}
          </section>
        ))}
      </div>
    </Root>
  )
}
