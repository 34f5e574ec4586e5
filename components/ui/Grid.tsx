import styled from 'styled-components'
import { balancedColumns } from './grid-columns'
import { theme } from '#/components/theme'

/** Cards side by side, at least `$min` wide; column counts from balancedColumns. */
export const Grid = styled.div.attrs({ 'data-card-grid': '' } as object)<{ $min?: string }>`
  display: grid;
  gap: ${theme.space[5]};
  ${({ $min }) => balancedColumns($min ?? '18rem', theme.space[5])}
`
