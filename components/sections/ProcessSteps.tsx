import styled from 'styled-components'
import { balancedColumns } from '../ui/grid-columns'
import { KeptWords } from '../ui/KeptWords'

const List = styled.ol.attrs({ 'data-card-grid': '' } as object)`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => balancedColumns('14rem', theme.space[4])}
  counter-reset: step;
  li {
    counter-increment: step;
    position: relative;
    padding: ${({ theme }) => theme.space[5]};
    padding-top: ${({ theme }) => theme.space[7]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: ${({ theme }) => theme.space[4]};
    left: ${({ theme }) => theme.space[5]};
    font-weight: 800;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${({ theme }) => theme.space[2]}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
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
