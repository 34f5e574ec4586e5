import { MessageCircle, Phone, Send } from '#/components/ui/icons'
import styled from 'styled-components'
import type { Leads } from '#/lib/content/schema'
import { routes } from '#/lib/permalink'
import { Link } from '../ui/Link'
import { telHref } from '#/site.config'
import { theme } from '#/components/theme'

/**
 * One tap to a person on a phone: Call, WhatsApp, Contact, fixed to the bottom below the large breakpoint.
 * Its height is --contact-bar (GlobalStyle): the footer's padding, the scroll-to-top button and the toasts keep clear of
 * it, so it covers nothing; the mobile panel (z-index 100) opens above it. No JavaScript.
 */
const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[2]};
  height: var(--contact-bar);
  padding: ${theme.space[2]} max(${theme.space[2]}, env(safe-area-inset-right)) calc(${theme.space[2]} + env(safe-area-inset-bottom, 0px)) max(${theme.space[2]}, env(safe-area-inset-left));
  background: ${theme.colors.band};
  box-shadow: 0 -4px 16px rgba(7, 20, 38, 0.25);
  /* icon above the label on a narrow phone, beside it from 480 px */
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 48px;
    padding: 0 ${theme.space[1]};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.onBand};
    font-weight: 650;
    font-size: ${theme.fontSizes.xs};
    line-height: 1.2;
    text-decoration: none;
  }
  ${theme.mq.sm} { a { flex-direction: row; gap: ${theme.space[2]}; font-size: ${theme.fontSizes.sm}; } }
  a:hover { background: rgba(255, 255, 255, 0.1); color: ${theme.colors.onBand}; }
  a.whatsapp { background: ${theme.colors.accent}; color: ${theme.colors.accentText}; }
  a:focus-visible { outline-offset: -3px; }
  ${theme.mq.lg} { display: none; }
  @media print { display: none; }
`

export type ContactBarProps = { labels: Leads['contactBar']; whatsapp: string }

export function ContactBar({ labels, whatsapp }: ContactBarProps) {
  return (
    <Bar aria-label={labels.label} data-contact-bar>
      <a href={telHref}>
        <Phone size={18} aria-hidden="true" /> {labels.call}
      </a>
      <a className="whatsapp" href={whatsapp} rel="noopener noreferrer" target="_blank">
        <MessageCircle size={18} aria-hidden="true" /> {labels.whatsapp}
      </a>
      <Link href={routes.contact()}>
        <Send size={18} aria-hidden="true" /> {labels.contact}
      </Link>
    </Bar>
  )
}
