import styled from 'styled-components'
import { balancedColumns } from '../ui/grid-columns'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const List = styled.ol.attrs({ 'data-card-grid': '' } as object)`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  ${balancedColumns('14rem', theme.space[4])}
  counter-reset: step;
  li {
    counter-increment: step;
    position: relative;
    padding: ${theme.space[5]};
    padding-top: ${theme.space[7]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: ${theme.space[4]};
    left: ${theme.space[5]};
    font-weight: 800;
    font-size: 1.5rem;
    color: ${theme.colors.primary};
  }
  h3 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space[2]}; }
  p { margin: 0; color: ${theme.colors.muted}; }
`

export type ProcessStepsProps = { steps: { title: string; description: string }[] }

/** Numbered steps; the numbers come from the list order. */
export function ProcessSteps({ steps }: ProcessStepsProps) {
  return (
    <List>
      {steps.map((step) => (
        <li key={step.title}>
          <h3><KeptWords text={step.title} /></h3>
          <p><KeptWords text={step.description} place="text" /></p>
        </li>
      ))}
    </List>
  )
}
