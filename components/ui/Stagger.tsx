import styled from 'styled-components'

/** Staggered fade-in: each child appears 0.08 s after the previous one. Off under reduced motion. */
export const Stagger = styled.div.attrs({ 'data-stagger': '' } as object)`
  display: contents;
  @media (prefers-reduced-motion: no-preference) {
    & > * { animation: kilele-fade-up 0.5s ease both; }
    ${Array.from({ length: 12 }, (_, i) => `& > *:nth-child(${i + 1}) { animation-delay: ${(i * 0.08).toFixed(2)}s; }`).join('\n')}
  }
`
