import styled from 'styled-components'
import { theme } from '#/components/theme'

/** The line of facts under a page hero's title (category, date, reading time, pages), each an icon and text. */
export const HeroMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[5]};
  list-style: none;
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  color: ${theme.colors.mutedOnDark};
  /*
   * The line wraps between facts, so a fact (a name, a date) stays whole on its line; only a fact longer than
   * the whole line (a venue's address on a phone) wraps inside itself instead of running off the screen.
   */
  li { display: inline-flex; align-items: center; gap: 0.4rem; max-width: 100%; line-height: 1.4; }
  li svg { flex: none; }
`
