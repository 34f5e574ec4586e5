import styled from 'styled-components'
import type { Stat } from '#/lib/content/schema'
import { balancedColumns } from '../ui/grid-columns'
import { theme } from '#/components/theme'

const List = styled.dl.attrs({ 'data-card-grid': '' } as object)<{ $tone: 'light' | 'dark' }>`
  display: grid;
  gap: ${theme.space[3]};
  ${balancedColumns('6rem', theme.space[3])}
  ${theme.mq.md} { gap: ${theme.space[4]}; }
  margin: 0;
  > div {
    padding: ${theme.space[3]} ${theme.space[2]};
    ${theme.mq.md} { padding: ${theme.space[4]} ${theme.space[5]}; }
    border-radius: ${theme.radii.lg};
    text-align: center;
    background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.07)' : theme.colors.surfaceRaised)};
    border: 1px solid ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.14)' : theme.colors.border)};
  }
  dt { font-size: ${theme.fontSizes.xs}; line-height: 1.3; font-weight: 600; color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.mutedOnDark : theme.colors.muted)}; }
  ${theme.mq.sm} { dt { font-size: ${theme.fontSizes.sm}; } }
  dd { margin: 0; font-size: clamp(1.375rem, 1rem + 1.5vw, 2.5rem); font-weight: 800; line-height: 1.1; color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.primary)}; }
  > div { display: flex; flex-direction: column-reverse; gap: ${theme.space[1]}; }
`

export type StatTilesProps = { stats: Stat[]; tone?: 'light' | 'dark' }

/** Figures such as "500+ Security Audits": the value large, the label under it. */
export function StatTiles({ stats, tone = 'light' }: StatTilesProps) {
  return (
    <List $tone={tone}>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </List>
  )
}
