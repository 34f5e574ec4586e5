import { Calendar, Clock, User } from '#/components/ui/icons'
import styled from 'styled-components'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import type { PostPageData } from '#/lib/content/post-page'
import { routes } from '#/lib/permalink'
import { Prose } from '../mdx/Prose'
import { Breadcrumbs } from '../sections/Breadcrumbs'
import { PageHero } from '../sections/PageHero'
import { PostCard, StatusBadge } from '../sections/PostCard'
import { Badge, BadgeLink } from '../ui/Badge'
import { Grid } from '../ui/Grid'
import { Container } from '../ui/Container'
import { BackLink } from '../ui/BackLink'
import { TagList } from '../ui/TagList'
import { HeroMeta } from '../sections/HeroMeta'
import { AuthorBox } from '../sections/AuthorBox'
import { PostCover } from '../sections/PostCover'
import { TableOfContents } from '../sections/TableOfContents'
import { theme } from '#/components/theme'

const Body = styled.div`
  padding: ${theme.space[7]} 0;
`

const TopBackLink = styled(BackLink)`
  margin-bottom: ${theme.space[4]};
`

const Related = styled.section`
  padding: ${theme.space[8]} 0;
  background: ${theme.colors.surfaceAlt};
`

/**
 * The reading column (44rem) centred on the page; from 1024 px the table of contents stands beside it and
 * stays in view while the article scrolls. In the markup it comes before the article, where a phone shows it.
 */
const Reading = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 44rem);
  justify-content: center;
  > * { grid-column: 1; min-width: 0; }
  ${theme.mq.lg} {
    &:has(> [data-toc-column]) { grid-template-columns: minmax(0, 44rem) 16rem; column-gap: ${theme.space[8]}; }
    > [data-toc-column] { grid-column: 2; grid-row: 1 / span 6; align-self: start; position: sticky; top: calc(${theme.headerHeight} + ${theme.space[5]}); }
  }
`

const Cover = styled(PostCover)`
  margin-bottom: ${theme.space[6]};
`

const Tags = styled(TagList)`
  margin-top: ${theme.space[6]};
`

export function BlogPostView({ post, cover, toc, author, statusLabel, body, related, labels, blogTitle }: PostPageData) {
  const { locale } = useEdition()
  return (
    <article>
      <PageHero
        title={post.title}
        subtitle={post.excerpt}
        above={<Breadcrumbs trail={[{ label: blogTitle, href: routes.blog() }]} current={post.title} />}
      >
        <HeroMeta>
          <li>
            <BadgeLink href={routes.blogCategory(post.category)}>
              <Badge>{post.categoryName}</Badge>
            </BadgeLink>
          </li>
          {statusLabel && (
            <li>
              <StatusBadge data-status>{statusLabel}</StatusBadge>
            </li>
          )}
          <li>
            <User size={16} aria-hidden="true" /> {labels.by} {post.author}
          </li>
          <li>
            <Calendar size={16} aria-hidden="true" /> {labels.published} <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          </li>
          <li>
            <Clock size={16} aria-hidden="true" /> {post.readTime} {labels.minRead}
          </li>
        </HeroMeta>
      </PageHero>
      <Body>
        <Container>
          <Reading>
            <TopBackLink href={routes.blog()}>{labels.back}</TopBackLink>
            <Cover cover={cover} sizes="(min-width: 48rem) 44rem, 100vw" />
            {toc && (
              <div data-toc-column>
                <TableOfContents title={labels.contents} sections={toc} />
              </div>
            )}
            <Prose body={body} tableLabel={labels.table} />
            {post.tags.length > 0 && <Tags items={post.tags} label={labels.tags} prefix="#" />}
            <AuthorBox heading={labels.aboutAuthor} name={author.name} member={author.member} />
          </Reading>
        </Container>
      </Body>
      {related.length > 0 && (
        <Related aria-labelledby="related-title" data-pagefind-ignore>
          <Container>
            <h2 id="related-title">{labels.related}</h2>
            <Grid $min="18rem">
              {related.map((r) => (
                <PostCard
                  key={r.slug}
                  post={r}
                  href={routes.blogPost(r.slug)}
                  categoryHref={routes.blogCategory(r.category)}
                  status={r.status === 'published' ? undefined : labels[r.status]}
                  labels={labels}
                  cover={r.cover}
                />
              ))}
            </Grid>
          </Container>
        </Related>
      )}
    </article>
  )
}
