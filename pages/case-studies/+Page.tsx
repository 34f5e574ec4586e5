import { CallToAction } from '#/components/sections/CallToAction'
import { CaseStudyCard } from '#/components/sections/CaseStudyCard'
import { ClientStrip } from '#/components/sections/ClientStrip'
import { PageHero } from '#/components/sections/PageHero'
import { Grid } from '#/components/ui/Grid'
import { Stagger } from '#/components/ui/Stagger'
import { Icon } from '#/components/ui/Icon'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { routes } from '#/lib/permalink'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { page, studies, clients } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section labelledBy="clients-title">
        <SectionHeading id="clients-title" {...page.clients} />
        <ClientStrip clients={clients} labelledBy="clients-title" />
      </Section>
      <Section tone="alt">
        <Grid $min="20rem">
          <Stagger>
            {studies.map((study) => (
              <CaseStudyCard
                key={study.slug}
                study={study}
                icon={<Icon name={study.icon} />}
                href={routes.caseStudy(study.slug)}
                resultCount={4}
                readMore={page.labels.readStory}
                technologiesLabel={page.labels.technologies}
                level="h2"
              />
            ))}
          </Stagger>
        </Grid>
      </Section>
      <CallToAction cta={page.cta} />
    </>
  )
}
