import { Clock } from '#/components/ui/icons'
import styled from 'styled-components'
import type { CaseStudyPageData } from '#/lib/content/case-study-page'
import { routes } from '#/lib/permalink'
import { Prose } from '../mdx/Prose'
import { Breadcrumbs } from '../sections/Breadcrumbs'
import { CallToAction } from '../sections/CallToAction'
import { PageHero } from '../sections/PageHero'
import { StatTiles } from '../sections/StatTiles'
import { Testimonial } from '../sections/Testimonial'
import { Card } from '../ui/Card'
import { Container } from '../ui/Container'
import { Link } from '../ui/Link'
import { Section } from '../ui/Section'
import { BackLink } from '../ui/BackLink'
import { TagList } from '../ui/TagList'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[5]};
  margin: ${theme.space[4]} 0 0;
  div { display: flex; gap: 0.4rem; align-items: center; min-height: 44px; }
  dt { color: ${theme.colors.mutedOnDark}; }
  dd { margin: 0; color: ${theme.colors.onBand}; font-weight: 650; }
  dd a { display: inline-flex; align-items: center; min-height: 44px; color: inherit; text-decoration: underline; text-underline-offset: 0.2em; }
  dd a:hover { color: ${theme.colors.accent}; }
`

const Metrics = styled.section`
  margin-top: calc(-1 * ${theme.space[7]});
  position: relative;
  > dl > div { box-shadow: ${theme.shadows.md}; }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${theme.mq.md} { grid-template-columns: 1fr 1fr; }
`

const StoryGrid = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  ${theme.mq.lg} { grid-template-columns: minmax(0, 1fr) 20rem; }
  aside { display: grid; gap: ${theme.space[5]}; align-content: start; }
  aside h2 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space[3]}; }
`

export function CaseStudyView({ study, service, body, page }: CaseStudyPageData) {
  const { labels } = page
  return (
    <article>
      <PageHero
        eyebrow={study.industryName}
        title={study.title}
        subtitle={study.description}
        above={<Breadcrumbs trail={[{ label: page.title, href: routes.caseStudies() }]} current={study.title} />}
      >
        <Facts>
          <div>
            <dt>{labels.client}:</dt>
            <dd>{study.client}</dd>
          </div>
          <div>
            <dt>{labels.service}:</dt>
            <dd>
              <Link href={service.href}>{service.title}</Link>
            </dd>
          </div>
          <div>
            <dt>
              <Clock size={16} aria-hidden="true" />
              <span className="visually-hidden">{labels.duration}</span>
            </dt>
            <dd>{study.duration}</dd>
          </div>
        </Facts>
      </PageHero>
      <Container>
        <Metrics aria-labelledby="results-title">
          <h2 id="results-title" className="visually-hidden">
            {labels.results}
          </h2>
          <StatTiles stats={study.metrics} />
        </Metrics>
      </Container>
      <Section>
        <Columns>
          <Card as="section" aria-labelledby="challenge-title">
            <h2 id="challenge-title">{labels.challenge}</h2>
            <p><KeptWords text={study.challenge} place="text" /></p>
          </Card>
          <Card as="section" aria-labelledby="solution-title">
            <h2 id="solution-title">{labels.solution}</h2>
            <p><KeptWords text={study.solution} place="text" /></p>
          </Card>
        </Columns>
      </Section>
      <Section tone="alt">
        <StoryGrid>
          <div>
            <h2>{labels.story}</h2>
            <Prose body={body} />
          </div>
          <aside>
            <Card as="section" aria-labelledby="tech-title">
              <h2 id="tech-title">{labels.technologies}</h2>
              <TagList items={study.technologies} />
            </Card>
          </aside>
        </StoryGrid>
      </Section>
      <Section>
        <Testimonial quote={study.testimonial.quote} author={study.testimonial.author} role={study.testimonial.role} company={study.client} />
        <p style={{ marginTop: '2rem' }}>
          <BackLink href={routes.caseStudies()}>{labels.back}</BackLink>
        </p>
      </Section>
      <CallToAction cta={page.cta} />
    </article>
  )
}
