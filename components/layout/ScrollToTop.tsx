import { ArrowUp } from 'lucide-react'
import styled from 'styled-components'
import { navLabels } from '#/lib/navigation'

const Button = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: 40;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`

/** Shown by layout.client.ts once the page is scrolled past the threshold. */
export function ScrollToTop() {
  return (
    <Button type="button" data-scroll-top aria-label={navLabels.scrollToTop} title={navLabels.scrollToTop} hidden>
      <ArrowUp size={22} aria-hidden="true" />
    </Button>
  )
}
