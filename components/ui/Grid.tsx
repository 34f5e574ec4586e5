import styled from 'styled-components'
import { balancedColumns } from './grid-columns'

/** Cards side by side, at least `$min` wide; column counts from balancedColumns. */
export const Grid = styled.div.attrs({ 'data-card-grid': '' } as object)<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ $min, theme }) => balancedColumns($min ?? '18rem', theme.space[5])}
`
