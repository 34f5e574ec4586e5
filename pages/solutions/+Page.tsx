import styled from 'styled-components'
import { CallToAction } from '#/components/sections/CallToAction'
import { PageHero } from '#/components/sections/PageHero'
import { SolutionDetails } from '#/components/sections/SolutionDetails'
import { ButtonLink } from '#/components/ui/Button'
import { Badge } from '#/components/ui/Badge'
import { Image } from '#/components/ui/Image'
import { Section } from '#/components/ui/Section'
import { routes } from '#/lib/permalink'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'
import { KeptWords } from '#/components/ui/KeptWords'
import { theme } from '#/components/theme'

const Row = styled.article<{ $flip: boolean }>`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;
  & + & { margin-top: ${theme.space[9]}; }
  ${theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
    > figure { order: ${({ $flip }) => ($flip ? 2 : 0)}; position: sticky; top: 6rem; }
  }
  figure { margin: 0; }
  figure img { width: 100%; height: auto; border-radius: ${theme.radii.lg}; box-shadow: ${theme.shadows.md}; }
  h2 { margin-top: ${theme.space[3]}; }
  .description { font-size: ${theme.fontSizes.lg}; color: ${theme.colors.muted}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`

export default function Page() {
  const { page, solutions } = useData<Data>()
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section>
        {solutions.map((s, i) => (
          <Row key={s.id} $flip={i % 2 === 1} aria-labelledby={`solution-${s.id}`} data-pagefind-ignore>
            <figure>
              <Image src={s.image} alt={s.imageAlt} width={800} height={600} priority={i === 0 ? 'eager' : 'lazy'} />
            </figure>
            <div>
              <Badge>{s.category}</Badge>
              <h2 id={`solution-${s.id}`}>{s.title}</h2>
              <p className="description"><KeptWords text={s.description} place="text" /></p>
              <SolutionDetails solution={s} labels={page.labels} />
              <Actions>
                <ButtonLink href={routes.solution(s.id)}>
                  {page.labels.learnMore}
                  <span className="visually-hidden">: {s.title}</span>
                </ButtonLink>{' '}
                <ButtonLink variant="outline" href={routes.contact()}>
                  {page.labels.getStarted}
                  <span className="visually-hidden">: {s.title}</span>
                </ButtonLink>
              </Actions>
            </div>
          </Row>
        ))}
      </Section>
      <CallToAction cta={page.cta} />
    </>
  )
}
