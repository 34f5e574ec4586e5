import { PageHero } from '#/components/sections/PageHero'
import { PostCard } from '#/components/sections/PostCard'
import { Grid, Stagger } from '#/components/ui/Card'
import { Section } from '#/components/ui/Section'
import { routes, withBase } from '#/lib/permalink'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { page, posts } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <Grid $min="19rem">
          <Stagger>
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} href={withBase(routes.blogPost(post.slug))} labels={page.labels} level="h2" />
            ))}
          </Stagger>
        </Grid>
      </Section>
    </>
  )
}
