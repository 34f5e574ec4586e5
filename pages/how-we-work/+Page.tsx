import { CallToAction } from '#/components/sections/CallToAction'
import { EngagementModels } from '#/components/sections/EngagementModels'
import { PageHero } from '#/components/sections/PageHero'
import { Section } from '#/components/ui/Section'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { page } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <EngagementModels models={page.models} labels={page.labels} note={page.note} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  )
}
