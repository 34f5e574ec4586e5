import { FeatureGrid } from '#/components/sections/FeatureGrid'
import { PageHero } from '#/components/sections/PageHero'
import { TeamMemberCard } from '#/components/sections/TeamMemberCard'
import { Grid } from '#/components/ui/Grid'
import { Stagger } from '#/components/ui/Stagger'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { teamMemberId } from '#/lib/permalink'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { page, members } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <Grid $min="20rem">
          <Stagger>
            {members.map((m, i) => (
              <TeamMemberCard key={m.slug} id={teamMemberId(m.slug)} member={m} labels={page.labels} level="h2" imagePriority={i === 0 ? 'eager' : 'lazy'} />
            ))}
          </Stagger>
        </Grid>
      </Section>
      <Section tone="alt" labelledBy="team-values-title">
        <SectionHeading id="team-values-title" {...page.valuesHeading} />
        <FeatureGrid items={page.values} />
      </Section>
    </>
  )
}
