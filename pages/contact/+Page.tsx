import { Clock, ExternalLink, MapPin } from '#/components/ui/icons'
import styled from 'styled-components'
import ContactForm from '#/components/islands/ContactForm'
import { Island } from '#/components/islands/Island'
import { SocialLinks } from '#/components/layout/SocialLinks'
import { PageHero } from '#/components/sections/PageHero'
import { Card } from '#/components/ui/Card'
import { FormStyles } from '#/components/ui/FormStyles'
import { Container } from '#/components/ui/Container'
import { LazyFrame } from '#/components/ui/LazyFrame'
import { Section } from '#/components/ui/Section'
import { useData } from '#/renderer/useData'
import { site } from '#/site.config'
import type { Data } from './+data'
import { ContactDetails } from '#/components/sections/ContactDetails'
import { theme } from '#/components/theme'

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  ${theme.mq.lg} { grid-template-columns: 23.5rem 1fr; align-items: start; }
`

const Details = styled(ContactDetails)`
  gap: ${theme.space[3]};
  li { gap: ${theme.space[3]}; }
  li > svg { color: ${theme.colors.primary}; }
`

const Hours = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.fontSizes.sm};
  /* day left, hours right; on a narrow card the hours move whole to the next line, never split */
  > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: ${theme.space[3]}; }
  dt { font-weight: 600; white-space: nowrap; }
  dd { margin: 0 0 0 auto; color: ${theme.colors.muted}; white-space: nowrap; }
`

const Map = styled(LazyFrame)`
  display: block;
  width: 100%;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
`

/** Always visible, so the address opens in a map app even when the frame is slow or blocked. */
const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  margin-top: ${theme.space[2]};
  font-weight: 600;
`

const Side = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  h2 { font-size: ${theme.fontSizes.xl}; }
  h2 > svg { vertical-align: -0.15em; margin-right: 0.2em; }
`

export default function Page() {
  const { page, services, hours, delivery, whatsapp } = useData<Data>()
  const { services: _ids, ...form } = page.form
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        <Columns>
          <Side>
            <Card as="section" aria-labelledby="details-title">
              <h2 id="details-title">{page.detailsHeading}</h2>
              <Details lines={['address', 'phone', 'email', 'whatsapp']} whatsapp={{ href: whatsapp, label: page.whatsappLabel }} iconSize={20} />
            </Card>
            <Card as="section" aria-labelledby="hours-title">
              <h2 id="hours-title">
                <Clock size={20} aria-hidden="true" /> {hours.title}
              </h2>
              <Hours>
                {hours.rows.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </Hours>
            </Card>
            <Card as="section" aria-labelledby="social-title">
              <h2 id="social-title">{page.socialHeading}</h2>
              <SocialLinks />
            </Card>
          </Side>
          <Card as="section" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{page.form.title}</h2>
            <FormStyles />
            <Island name="ContactForm" component={ContactForm} props={{ form, services, ...delivery }} />
          </Card>
        </Columns>
      </Section>
      <section aria-label={page.map.title}>
        <Container>
          <Map src={site.map.embedUrl} title={page.map.title} height={site.map.height} referrerPolicy="no-referrer" />
          <MapLink href={site.map.link} rel="noopener noreferrer" target="_blank">
            <MapPin size={18} aria-hidden="true" /> {page.map.linkLabel} <ExternalLink size={16} aria-hidden="true" />
          </MapLink>
        </Container>
      </section>
      <div style={{ height: '4rem' }} />
    </>
  )
}
