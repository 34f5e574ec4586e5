import styled from 'styled-components'
import type { Solution, SolutionsPage } from '#/lib/content/schema'
import { CheckList } from '../ui/CheckList'
import { Icon } from '../ui/Icon'
import { TagList } from '../ui/TagList'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Root = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  h3 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space[3]}; }
`

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  li { display: flex; gap: ${theme.space[3]}; align-items: flex-start; }
  svg { flex: none; color: ${theme.colors.teal}; }
`

/* Outlined chips on the raised surface: they stand out on a white or a grey band alike. */
const Industries = styled(TagList)`
  li > span {
    padding: 0.35rem 0.8rem;
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.primary};
    color: ${theme.colors.primaryHover};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${theme.mq.md} { grid-template-columns: 1fr 1fr; }
`

export type SolutionDetailsProps = { solution: Solution; labels: SolutionsPage['labels']; headingLevel?: 'h2' | 'h3' }

/** Features, benefits and industries of one solution. */
export function SolutionDetails({ solution, labels, headingLevel = 'h3' }: SolutionDetailsProps) {
  const H = headingLevel
  return (
    <Root>
      <Columns>
        <section>
          <H>{labels.features}</H>
          <CheckList>
            {solution.features.map((f) => (
              <li key={f}><KeptWords text={f} place="text" /></li>
            ))}
          </CheckList>
        </section>
        <section>
          <H>{labels.benefits}</H>
          <Benefits>
            {solution.benefits.map((b) => (
              <li key={b.text}>
                <Icon name={b.icon} size={22} />
                <span>{b.text}</span>
              </li>
            ))}
          </Benefits>
        </section>
      </Columns>
      <section>
        <H>{labels.industries}</H>
        <Industries items={solution.industries} />
      </section>
    </Root>
  )
}
