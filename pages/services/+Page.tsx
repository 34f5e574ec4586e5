import { CallToAction } from '#/components/sections/CallToAction'
import { PageHero } from '#/components/sections/PageHero'
import { ServiceCard } from '#/components/sections/ServiceCard'
import { Grid } from '#/components/ui/Grid'
import { Stagger } from '#/components/ui/Stagger'
import { Section } from '#/components/ui/Section'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

/** Services page cards list up to 6 offerings each (spec section 9). */
const OFFERINGS_PER_CARD = 6

export default function Page() {
  const { page, services } = useData<Data>()
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
      <CallToAction cta={page.cta} />
    </>
  )
}
