import { CallToAction } from '#/components/sections/CallToAction'
import { EngagementSummary } from '#/components/sections/EngagementSummary'
import { PageHero } from '#/components/sections/PageHero'
import { ServiceCard } from '#/components/sections/ServiceCard'
import { Grid } from '#/components/ui/Grid'
import { Stagger } from '#/components/ui/Stagger'
import styled from 'styled-components'
import { ButtonLink } from '#/components/ui/Button'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'
import { theme } from '#/components/theme'

/** Services page cards list up to 6 offerings each (spec section 9). */
const OFFERINGS_PER_CARD = 6

const Centered = styled.p`
  display: flex;
  justify-content: center;
  margin: ${theme.space[6]} 0 0;
`

export default function Page() {
  const { page, services, models } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <Grid $min="20rem">
          <Stagger>
            {services.map((s) => (
              <ServiceCard key={s.slug} service={s} href={s.href} offeringCount={OFFERINGS_PER_CARD} learnMore={page.labels.learnMore} level="h2" />
            ))}
          </Stagger>
        </Grid>
      </Section>
      <Section tone="alt" labelledBy="how-we-work-title">
        <SectionHeading id="how-we-work-title" eyebrow={page.howWeWork.eyebrow} title={page.howWeWork.title} subtitle={page.howWeWork.subtitle} />
        <EngagementSummary models={models} />
        <Centered>
          <ButtonLink href={page.howWeWork.link.href}>{page.howWeWork.link.label}</ButtonLink>
        </Centered>
      </Section>
      <CallToAction cta={page.cta} />
    </>
  )
}
