import styled from 'styled-components'
import type { HowWeWorkPage } from '#/lib/content/schema'
import { Icon } from '../ui/Icon'
import { IconBadge } from '../ui/IconBadge'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

/** One column, then every model side by side (three in a row, never two and a lone one). */
const List = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 60rem;
  display: grid;
  gap: ${theme.space[4]};
  ${theme.mq.md} { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
`

const Item = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  justify-items: start;
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  h3 { margin: 0; font-size: ${theme.fontSizes.lg}; }
  p { margin: 0; color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
  strong { color: ${theme.colors.navy}; font-size: ${theme.fontSizes.md}; }
`

export type EngagementSummaryProps = { models: Pick<HowWeWorkPage['models'][number], 'icon' | 'name' | 'price' | 'priceNote'>[] }

/** The engagement models at a glance: name and indicative price (the details are on /how-we-work). */
export function EngagementSummary({ models }: EngagementSummaryProps) {
  return (
    <List>
      {models.map((model) => (
        <Item key={model.name}>
          <IconBadge>
            <Icon name={model.icon} />
          </IconBadge>
          <h3><KeptWords text={model.name} /></h3>
          <p>
            <strong>{model.price}</strong>
            <br />
            {model.priceNote}
          </p>
        </Item>
      ))}
    </List>
  )
}
