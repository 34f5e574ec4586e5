import styled from 'styled-components'

/** The line of facts under a page hero's title (category, date, reading time, pages), each an icon and text. */
export const HeroMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  list-style: none;
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.mutedOnDark};
  /* each fact whole on one line (a name never breaks); the line wraps between facts */
  li { display: inline-flex; align-items: center; gap: 0.4rem; white-space: nowrap; line-height: 1.4; }
  li svg { flex: none; }
`
