import styled from 'styled-components'
import { Island } from '#/components/islands/Island'
import ResourceTabs from '#/components/islands/ResourceTabs'
import { PageHero } from '#/components/sections/PageHero'
import { Button } from '#/components/ui/Button'
import { Input } from '#/components/ui/Field'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

const Subscribe = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: 0 auto;
  ${({ theme }) => theme.mq.sm} { flex-direction: row; }
  input { flex: 1; }
`

export default function Page() {
  const { page, caseStudies } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <Island
          name="ResourceTabs"
          component={ResourceTabs}
          props={{ tabs: page.tabs, whitepapers: page.whitepapers, webinars: page.webinars, caseStudies, labels: page.labels }}
        />
      </Section>
      <Section tone="dark" labelledBy="stay-updated-title">
        <SectionHeading id="stay-updated-title" eyebrow={page.newsletter.eyebrow} title={page.newsletter.title} subtitle={page.newsletter.subtitle} />
        {/* Spec: this block has no behaviour attached; it is an email field and a button only. */}
        <Subscribe action="#" onSubmit={undefined}>
          <label htmlFor="resources-email" className="visually-hidden">
            {page.newsletter.label}
          </label>
          <Input id="resources-email" type="email" name="email" autoComplete="email" placeholder={page.newsletter.placeholder} />
          <Button type="button" variant="accent">
            {page.newsletter.button}
          </Button>
        </Subscribe>
      </Section>
    </>
  )
}
