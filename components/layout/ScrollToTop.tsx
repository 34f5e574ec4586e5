import { ArrowUp } from '#/components/ui/icons'
import styled from 'styled-components'
import { theme } from '#/components/theme'

const Button = styled.button`
  position: fixed;
  right: max(${theme.space[4]}, env(safe-area-inset-right));
  /* above the phone's contact bar (0 from the large breakpoint) */
  bottom: calc(${theme.space[4]} + var(--contact-bar));
  z-index: 40;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.primaryFill};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadows.lg};
  cursor: pointer;
  &:hover { background: ${theme.colors.primaryFillHover}; }
`

/** Shown by layout.client.ts once the page is scrolled past the threshold. */
export type ScrollToTopProps = { label: string }

export function ScrollToTop({ label }: ScrollToTopProps) {
  return (
    <Button type="button" data-scroll-top aria-label={label} title={label} hidden>
      <ArrowUp size={22} aria-hidden="true" />
    </Button>
  )
}
