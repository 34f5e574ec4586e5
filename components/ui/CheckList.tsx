import styled from 'styled-components'
import { theme } from '#/components/theme'

/** A list with a tick before each item. */
export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  li { position: relative; padding-left: 1.6rem; color: ${theme.colors.text}; }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.5em;
    width: 0.55rem;
    height: 0.3rem;
    border-left: 2px solid ${theme.colors.teal};
    border-bottom: 2px solid ${theme.colors.teal};
    transform: rotate(-45deg);
  }
`
