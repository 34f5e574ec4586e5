import { Island } from '#/components/islands/Island'
import NewsletterForm from '#/components/islands/NewsletterForm'
import ResourceTabs from '#/components/islands/ResourceTabs'
import { PageHero } from '#/components/sections/PageHero'
import { FormStyles } from '#/components/ui/FormStyles'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { page, whitepapers, webinars, caseStudies, newsletter } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <Island
          name="ResourceTabs"
          component={ResourceTabs}
          props={{ tabs: page.tabs, whitepapers, webinars, caseStudies, labels: page.labels }}
        />
      </Section>
      <Section tone="dark" labelledBy="stay-updated-title">
        <SectionHeading id="stay-updated-title" eyebrow={page.newsletter.eyebrow} title={page.newsletter.title} subtitle={page.newsletter.subtitle} />
        <FormStyles />
        <Island
          name="NewsletterForm"
          component={NewsletterForm}
          props={{ id: 'resources-email', label: page.newsletter.label, placeholder: page.newsletter.placeholder, button: page.newsletter.button, ...newsletter }}
        />
      </Section>
    </>
  )
}
