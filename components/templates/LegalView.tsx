import type { BodyTree } from '#/lib/content/bodies'
import styled from 'styled-components'
import type { Legal, LegalLabels } from '#/lib/content/schema'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import { Prose } from '../mdx/Prose'
import { FeatureGrid } from '../sections/FeatureGrid'
import { PageHero } from '../sections/PageHero'
import { Card } from '../ui/Card'
import { Section } from '../ui/Section'
import { ContactDetails } from '../sections/ContactDetails'
import { theme } from '#/components/theme'

const Updated = styled.p`
  && { margin-top: ${theme.space[4]}; color: ${theme.colors.mutedOnDark}; }
`

const Contact = styled(Card)`
  margin-top: ${theme.space[7]};
  max-width: 44rem;
  li > svg { color: ${theme.colors.primary}; }
`

export type LegalViewProps = {
  doc: Legal
  /** YYYY-MM-DD shown as last updated: the pinned date, or the build date that the browser replaces with today. */
  updated: { date: string; pinned: boolean }
  body: BodyTree
  labels: LegalLabels['labels']
}

export function LegalView({ doc, updated, body, labels }: LegalViewProps) {
  const { locale } = useEdition()
  return (
    <>
      <PageHero title={doc.title} subtitle={doc.description}>
        <Updated>
          {labels.lastUpdated}:{' '}
          <time dateTime={updated.date} data-today={updated.pinned ? undefined : ''}>
            {formatDate(updated.date, locale)}
          </time>
        </Updated>
      </PageHero>
      <Section tone="alt">
        <FeatureGrid items={doc.cards} min="17rem" level="h2" />
      </Section>
      <Section>
        <Prose body={body} />
        <Contact as="section" aria-labelledby="legal-contact-title">
          <h2 id="legal-contact-title">{doc.contact.title}</h2>
          <p>{doc.contact.text}</p>
          <ContactDetails lines={['email', 'phone', 'address']} labels={labels} />
        </Contact>
      </Section>
    </>
  )
}
