import styled from 'styled-components'

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[5]};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  h2, h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  ${({ theme }) => theme.mq.md} { padding: ${({ theme }) => theme.space[6]}; }
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; }
`

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceTint};
  color: ${({ theme }) => theme.colors.primary};
`

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '18rem'}), 1fr));
`

/** Staggered fade-in: each child appears 0.08 s after the previous one. Off under reduced motion. */
export const Stagger = styled.div`
  display: contents;
  @media (prefers-reduced-motion: no-preference) {
    & > * { animation: kilele-fade-up 0.5s ease both; }
    ${Array.from({ length: 12 }, (_, i) => `& > *:nth-child(${i + 1}) { animation-delay: ${(i * 0.08).toFixed(2)}s; }`).join('\n')}
  }
`

export const Badge = styled.span`
  display: inline-block;
  /* stays the width of its text inside flex columns such as Card */
  align-self: flex-start;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceTint};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`

/**
 * A badge that links (a post's category): a 44 px tap target around the small pill, without pushing the
 * rows around it apart. Sits above a card's stretched title link.
 */
export const BadgeLink = styled.a`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: -8px 0;
  text-decoration: none;
  & > * { align-self: center; }
  &:hover span, &:focus-visible span { text-decoration: underline; }
`

export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li { position: relative; padding-left: 1.6rem; color: ${({ theme }) => theme.colors.text}; }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.5em;
    width: 0.55rem;
    height: 0.3rem;
    border-left: 2px solid ${({ theme }) => theme.colors.teal};
    border-bottom: 2px solid ${({ theme }) => theme.colors.teal};
    transform: rotate(-45deg);
  }
`
