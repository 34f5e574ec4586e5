import { ArrowLeft } from '#/components/ui/icons'
import styled from 'styled-components'
import { Prose } from '#/components/mdx/Prose'
import { Breadcrumbs } from '#/components/sections/Breadcrumbs'
import { PageHero } from '#/components/sections/PageHero'
import { SolutionDetails } from '#/components/sections/SolutionDetails'
import { ButtonLink } from '#/components/ui/Button'
import { Section } from '#/components/ui/Section'
import { routes } from '#/lib/permalink'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'
import { Image } from '#/components/ui/Image'
import { BackLink } from '#/components/ui/BackLink'
import { theme } from '#/components/theme'

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  ${theme.mq.lg} { grid-template-columns: 1fr 1fr; align-items: start; }
  figure { margin: 0; }
  img { width: 100%; height: auto; border-radius: ${theme.radii.lg}; box-shadow: ${theme.shadows.md}; }
`

export default function Page() {
  const { solution, body, page } = useData<Data>()
  return (
    <>
      <PageHero
        eyebrow={solution.category}
        title={solution.title}
        subtitle={solution.description}
        above={<Breadcrumbs trail={[{ label: page.title, href: routes.solutions() }]} current={solution.title} />}
        actions={
          <>
            <ButtonLink variant="accent" href={routes.contact()}>
              {solution.action}
            </ButtonLink>
            <ButtonLink variant="outlineLight" href={routes.solutions()}>
              <ArrowLeft size={18} aria-hidden="true" /> {page.labels.back}
            </ButtonLink>
          </>
        }
      />
      <Section>
        <Layout>
          <figure>
            <Image src={solution.image} alt={solution.imageAlt} width={800} height={600} />
          </figure>
          <Prose body={body} />
        </Layout>
      </Section>
      <Section tone="alt">
        <SolutionDetails solution={solution} labels={page.labels} headingLevel="h2" />
        <p style={{ marginTop: '2rem' }}>
          <BackLink href={routes.solutions()}>{page.labels.back}</BackLink>
        </p>
      </Section>
    </>
  )
}
