import { Eye, Target } from '#/components/ui/icons'
import styled from 'styled-components'
import { CallToAction } from '#/components/sections/CallToAction'
import { CertificationList } from '#/components/sections/CertificationList'
import { FeatureGrid } from '#/components/sections/FeatureGrid'
import { PageHero } from '#/components/sections/PageHero'
import { StatTiles } from '#/components/sections/StatTiles'
import { Card } from '#/components/ui/Card'
import { IconBadge } from '#/components/ui/IconBadge'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'
import { KeptWords } from '#/components/ui/KeptWords'
import { theme } from '#/components/theme'

const TwoUp = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${theme.mq.md} { grid-template-columns: 1fr 1fr; }
  p { font-size: ${theme.fontSizes.lg}; }
`

export default function Page() {
  const { page } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <TwoUp>
          <Card as="section" aria-labelledby="mission-title">
            <IconBadge>
              <Target aria-hidden="true" />
            </IconBadge>
            <h2 id="mission-title">{page.mission.title}</h2>
            <p><KeptWords text={page.mission.text} place="text" /></p>
          </Card>
          <Card as="section" aria-labelledby="vision-title">
            <IconBadge>
              <Eye aria-hidden="true" />
            </IconBadge>
            <h2 id="vision-title">{page.vision.title}</h2>
            <p><KeptWords text={page.vision.text} place="text" /></p>
          </Card>
        </TwoUp>
      </Section>
      <Section tone="alt" labelledBy="values-title">
        <SectionHeading id="values-title" {...page.valuesHeading} />
        <FeatureGrid items={page.values} />
      </Section>
      <Section tone="dark">
        <StatTiles stats={page.stats} tone="dark" />
      </Section>
      <Section labelledBy="certifications-title">
        <SectionHeading id="certifications-title" {...page.certificationsHeading} />
        <CertificationList certifications={page.certifications} labels={page.certificationLabels} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  )
}
