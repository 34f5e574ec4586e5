import { Briefcase, MapPin } from '#/components/ui/icons'
import styled from 'styled-components'
import { CallToAction } from '#/components/sections/CallToAction'
import { FeatureGrid } from '#/components/sections/FeatureGrid'
import { PageHero } from '#/components/sections/PageHero'
import { ButtonLink } from '#/components/ui/Button'
import { Badge } from '#/components/ui/Badge'
import { Card } from '#/components/ui/Card'
import { CheckList } from '#/components/ui/CheckList'
import { Grid } from '#/components/ui/Grid'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'
import { KeptWords } from '#/components/ui/KeptWords'
import { theme } from '#/components/theme'

const Empty = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${theme.space[7]} ${theme.space[5]};
  text-align: center;
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  svg { color: ${theme.colors.muted}; }
  h3 { margin-top: ${theme.space[3]}; }
  p { color: ${theme.colors.muted}; margin: 0; }
`

const Meta = styled.p`
  && { display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; }
`

export default function Page() {
  const { page } = useData<Data>()
  const heroAction = page.positions.length ? page.apply : page.emptyPositions.action
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <ButtonLink variant="accent" href={heroAction.href}>
            {heroAction.label}
          </ButtonLink>
        }
      />
      <Section labelledBy="positions-title">
        <SectionHeading id="positions-title" {...page.positionsHeading} />
        {page.positions.length === 0 ? (
          <Empty>
            <Briefcase size={40} aria-hidden="true" />
            <h3>{page.emptyPositions.title}</h3>
            <p>{page.emptyPositions.text}</p>
          </Empty>
        ) : (
          <Grid $min="20rem">
            {page.positions.map((p) => (
              <Card key={p.title}>
                <h3>{p.title}</h3>
                <Meta>
                  <Badge>{p.department}</Badge>
                  <Badge>{p.type}</Badge>
                  <Badge>
                    <MapPin size={12} aria-hidden="true" /> {p.location}
                  </Badge>
                </Meta>
                <p><KeptWords text={p.description} place="text" /></p>
                <CheckList>
                  {p.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </CheckList>
                <ButtonLink href={page.apply.href}>
                  {page.apply.label}
                  <span className="visually-hidden">: {p.title}</span>
                </ButtonLink>
              </Card>
            ))}
          </Grid>
        )}
      </Section>
      <Section tone="alt" labelledBy="benefits-title">
        <SectionHeading id="benefits-title" {...page.benefitsHeading} />
        <FeatureGrid items={page.benefits} min="14rem" />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  )
}
