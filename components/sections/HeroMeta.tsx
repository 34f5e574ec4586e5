import styled from 'styled-components'

/** The line of facts under a page hero's title (category, date, reading time, pages), each an icon and text. */
export const HeroMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.mutedOnDark};
  li { display: inline-flex; align-items: center; gap: 0.4rem; }
`
