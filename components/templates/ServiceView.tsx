import type { BodyTree } from '#/lib/content/bodies'
import styled from 'styled-components'
import type { Service, ServicesPage } from '#/lib/content/schema'
import { fillTemplate } from '#/lib/fill-template'
import { routes } from '#/lib/permalink'
import { Prose } from '../mdx/Prose'
import { Breadcrumbs } from '../sections/Breadcrumbs'
import { CallToAction } from '../sections/CallToAction'
import { FaqList } from '../sections/FaqList'
import { PageHero } from '../sections/PageHero'
import { ProcessSteps } from '../sections/ProcessSteps'
import { ServiceWork, type ServiceWorkProps } from '../sections/ServiceWork'
import { ButtonLink } from '../ui/Button'
import { Card } from '../ui/Card'
import { CheckList } from '../ui/CheckList'
import { balancedColumns } from '../ui/grid-columns'
import { Grid } from '../ui/Grid'
import { IconBadge } from '../ui/IconBadge'
import { Stagger } from '../ui/Stagger'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'
import { SectionHeading } from '../ui/SectionHeading'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Intro = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;
  ${theme.mq.lg} { grid-template-columns: auto 1fr; }
`

const BigIcon = styled(IconBadge)`
  width: 96px;
  height: 96px;
  border-radius: ${theme.radii.lg};
`

const Benefits = styled.ul.attrs({ 'data-card-grid': '' } as object)`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 56rem;
  display: grid;
  gap: ${theme.space[4]};
  ${balancedColumns('16rem', theme.space[4], 56 * 16)}
  li {
    display: flex; gap: ${theme.space[3]}; align-items: flex-start;
    padding: ${theme.space[4]}; border-radius: ${theme.radii.md};
    background: rgba(255, 255, 255, 0.06); border: 1px solid rgba(255, 255, 255, 0.12); color: ${theme.colors.onBand};
  }
  svg { flex: none; color: ${theme.colors.accent}; margin-top: 0.15rem; }
`

export type ServiceViewProps = {
  service: Omit<Service, never> & { slug: string }
  body?: BodyTree
  page: ServicesPage
  /** The service's own case studies and articles; the section is left out when both are empty. */
  work: Pick<ServiceWorkProps, 'studies' | 'posts' | 'morePosts'>
}

export function ServiceView({ service, body, page, work }: ServiceViewProps) {
  const { labels } = page
  const hasWork = work.studies.length > 0 || work.posts.length > 0
  return (
    <>
      <PageHero
        eyebrow={service.title}
        title={service.heroTitle}
        subtitle={service.heroDescription}
        above={<Breadcrumbs trail={[{ label: labels.allServices, href: routes.services() }]} current={service.title} />}
        actions={
          <>
            <ButtonLink variant="accent" href={routes.contact()}>
              {labels.getStarted}
            </ButtonLink>{' '}
            <ButtonLink variant="outlineLight" href={routes.contact()}>
              {labels.consultation}
            </ButtonLink>
          </>
        }
      />
      {body && (
        <Section>
          <Intro>
            <BigIcon>
              <Icon name={service.icon} size={48} />
            </BigIcon>
            <Prose body={body} />
          </Intro>
        </Section>
      )}
      <Section tone="alt" labelledBy="offerings-title">
        <SectionHeading id="offerings-title" title={labels.offerings} />
        <Grid $min="19rem">
          <Stagger>
            {service.offerings.map((o) => (
              <Card key={o.title}>
                <h3><KeptWords text={o.title} /></h3>
                <p><KeptWords text={o.description} place="text" /></p>
                <CheckList>
                  {o.features.map((f) => (
                    <li key={f}><KeptWords text={f} place="text" /></li>
                  ))}
                </CheckList>
              </Card>
            ))}
          </Stagger>
        </Grid>
      </Section>
      <Section tone="dark" labelledBy="benefits-title">
        <SectionHeading id="benefits-title" title={labels.benefits} />
        <Benefits>
          {service.benefits.map((b) => (
            <li key={b}>
              <Icon name="check-circle" size={20} />
              <span>{b}</span>
            </li>
          ))}
        </Benefits>
      </Section>
      <Section tone="alt" labelledBy="process-title">
        <SectionHeading id="process-title" title={labels.process} />
        <ProcessSteps steps={service.process} />
      </Section>
      {hasWork && (
        <Section labelledBy="work-title">
          <SectionHeading id="work-title" title={fillTemplate(page.work.title, { service: service.title })} subtitle={page.work.subtitle} />
          <ServiceWork studies={work.studies} posts={work.posts} morePosts={work.morePosts} labels={page.work} />
        </Section>
      )}
      <Section tone={hasWork ? 'alt' : 'plain'} labelledBy="faq-title">
        <SectionHeading id="faq-title" title={labels.faq} />
        <FaqList faqs={service.faqs} />
      </Section>
      <CallToAction cta={page.detailCta} />
    </>
  )
}
