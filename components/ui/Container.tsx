import styled from 'styled-components'
import { theme } from '#/components/theme'

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  /* never under a notch or rounded corner (viewport-fit=cover, renderer/head.ts) */
  padding: 0 max(${theme.space[4]}, env(safe-area-inset-right)) 0 max(${theme.space[4]}, env(safe-area-inset-left));
  ${theme.mq.md} { padding: 0 max(${theme.space[6]}, env(safe-area-inset-right)) 0 max(${theme.space[6]}, env(safe-area-inset-left)); }
`
