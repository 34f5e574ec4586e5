import styled from 'styled-components'

/** Cards side by side, as many per row as fit at `$min` wide each. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '18rem'}), 1fr));
`
