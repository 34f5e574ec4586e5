import styled from 'styled-components'
import type { BlogListData } from '#/lib/content/blog-list-page'
import { routes } from '#/lib/permalink'
import { PageHero } from '../sections/PageHero'
import { Pagination } from '../sections/Pagination'
import { PostCard } from '../sections/PostCard'
import { Grid } from '../ui/Grid'
import { Stagger } from '../ui/Stagger'
import { Section } from '../ui/Section'
import { Link } from '../ui/Link'
import { theme } from '#/components/theme'

const Categories = styled.nav`
  margin-bottom: ${theme.space[6]};
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; list-style: none; margin: 0; padding: 0; }
  a {
    display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${theme.space[4]};
    border-radius: ${theme.radii.pill}; border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text}; text-decoration: none; font-weight: 600; font-size: ${theme.fontSizes.sm};
  }
  a:hover { border-color: ${theme.colors.primary}; }
  a[aria-current='page'] { background: ${theme.colors.navy}; border-color: ${theme.colors.navy}; color: ${theme.colors.surface}; }
`

/** /blog, /blog/page/<n> and /blog/category/<category>: category links, post cards, pagination. */
export function BlogListView({ labels, heading, posts, categories, currentCategory, pagination }: BlogListData) {
  const onAll = currentCategory === undefined && pagination?.current === 1
  return (
    <>
      <PageHero eyebrow={heading.eyebrow} title={heading.title} subtitle={heading.subtitle} />
      <Section>
        <Categories aria-label={labels.categories}>
          <ul>
            <li>
              <Link href={routes.blog()} aria-current={onAll ? 'page' : undefined}>
                {labels.allPosts}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={c.href} aria-current={c.key === currentCategory ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Categories>
        {posts.length === 0 && <p>{labels.noPosts}</p>}
        <Grid $min="19rem">
          <Stagger>
            {posts.map((post) => (
              <PostCard
                key={post.slug}
                post={post}
                href={post.href}
                categoryHref={post.categoryHref}
                status={post.statusLabel}
                labels={labels}
                cover={post.cover}
                level="h2"
              />
            ))}
          </Stagger>
        </Grid>
        {pagination && <Pagination pagination={pagination} labels={labels} />}
      </Section>
    </>
  )
}
