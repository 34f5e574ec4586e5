import { ArrowRight } from '#/components/ui/icons'
import styled from 'styled-components'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import type { IconName } from '#/lib/content/icons'
import { Badge } from '../ui/Badge'
import { Icon } from '../ui/Icon'
import { IconBadge } from '../ui/IconBadge'
import { Link } from '../ui/Link'
import { MoreLink } from '../ui/MoreLink'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  ${theme.mq.lg} { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
  h3 { font-size: ${theme.fontSizes.xl}; margin: 0 0 ${theme.space[4]}; }
`

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
`

/** A whole row is the link's target (its ::after covers the row); the title stays the accessible name. */
const Row = styled.li`
  position: relative;
  display: flex;
  gap: ${theme.space[4]};
  align-items: flex-start;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  &:hover { box-shadow: ${theme.shadows.md}; }
  a { display: flex; align-items: center; min-height: 44px; font-weight: 700; color: ${theme.colors.navy}; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  a:hover, a:focus-visible { text-decoration: underline; color: ${theme.colors.primary}; }
  p { margin: 0; font-size: ${theme.fontSizes.sm}; color: ${theme.colors.muted}; }
  > svg { flex: none; margin-top: 0.2rem; color: ${theme.colors.primary}; }
`

const MorePosts = styled(MoreLink)`
  margin-top: ${theme.space[3]};
`

const Text = styled.div`
  flex: 1;
  min-width: 0;
`

export type ServiceWorkProps = {
  studies: { slug: string; title: string; client: string; industryName: string; icon: IconName; href: string; result?: string }[]
  posts: { slug: string; title: string; categoryName: string; date: string; href: string }[]
  /** Where the service's other articles are, when it has more than the page lists */
  morePosts?: string
  labels: { caseStudies: string; posts: string; morePosts: string }
}

/** A service page's own case studies and articles, as two lists of links. */
export function ServiceWork({ studies, posts, morePosts, labels }: ServiceWorkProps) {
  const { locale } = useEdition()
  return (
    <Columns>
      {studies.length > 0 && (
        <div>
          <h3>{labels.caseStudies}</h3>
          <Rows>
            {studies.map((study) => (
              <Row key={study.slug}>
                <IconBadge>
                  <Icon name={study.icon} />
                </IconBadge>
                <Text>
                  <Link href={study.href}><KeptWords text={study.title} /></Link>
                  <p>
                    {study.client} · {study.industryName}
                    {study.result && <> · {study.result}</>}
                  </p>
                </Text>
              </Row>
            ))}
          </Rows>
        </div>
      )}
      {posts.length > 0 && (
        <div>
          <h3>{labels.posts}</h3>
          <Rows>
            {posts.map((post) => (
              <Row key={post.slug}>
                <ArrowRight size={18} aria-hidden="true" />
                <Text>
                  <Link href={post.href}><KeptWords text={post.title} /></Link>
                  <p>
                    <Badge>{post.categoryName}</Badge> <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                  </p>
                </Text>
              </Row>
            ))}
          </Rows>
          {morePosts && (
            <MorePosts href={morePosts}>{labels.morePosts}</MorePosts>
          )}
        </div>
      )}
    </Columns>
  )
}
