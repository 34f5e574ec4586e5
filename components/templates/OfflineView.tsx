import styled from 'styled-components'
import type { OfflinePage } from '#/lib/content/schema'
import type { UnsentForm } from '#/lib/lead-forms'
import { routes } from '#/lib/permalink'
import { Mail, MessageCircle, Phone } from '../ui/icons'
import { Button, ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'
import { Script } from '../ui/Script'
import { Centered } from './NotFound'
import { theme } from '#/components/theme'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin: ${theme.space[6]} 0;
`

const Saved = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  text-align: left;
  h2 { font-size: ${theme.fontSizes.lg}; }
  ul { list-style: none; padding: 0; margin: 0; }
  li + li { border-top: 1px solid ${theme.colors.border}; }
  li a { display: block; padding: ${theme.space[3]} 0; min-height: 44px; }
`

const Unsent = styled.section`
  max-width: 40rem;
  margin: ${theme.space[6]} auto 0;
  text-align: left;
  h2 { font-size: ${theme.fontSizes.lg}; }
  blockquote {
    margin: ${theme.space[3]} 0 0;
    padding: ${theme.space[3]} ${theme.space[4]};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

type Action = { href: string; label: string }
export type OfflineViewProps = {
  page: OfflinePage
  call: Action
  email: Action
  /** A form sent without a connection, given back by the page's script: its words, the two ways to send it, and what the script needs to write the message. */
  unsent: { heading: string; text: string; whatsapp: Action; email: Action; forms: Record<string, UnsentForm> }
}

/**
 * What the service worker shows for a page that could not load without a connection: the ways to reach the
 * company that work offline (a call; an e-mail the mail app sends later), a button that loads the page again and
 * the pages this browser has kept. Its script (lib/offline/offline-page.js, kept by the service worker) fills the list
 * and shows the button.
 */
export function OfflineView({ page, call, email, unsent }: OfflineViewProps) {
  return (
    <Centered data-offline>
      <Container>
        <h1>{page.heading}</h1>
        <p data-offline-text>{page.text}</p>
        <Unsent hidden data-offline-unsent data-forms={JSON.stringify(unsent.forms)} aria-labelledby="offline-unsent-heading">
          <h2 id="offline-unsent-heading">{unsent.heading}</h2>
          <p>{unsent.text}</p>
          <blockquote data-offline-unsent-text />
          <Actions>
            <ButtonLink href={unsent.whatsapp.href} target="_blank" rel="noopener noreferrer" data-offline-unsent-whatsapp>
              <MessageCircle size={18} aria-hidden="true" /> {unsent.whatsapp.label}
            </ButtonLink>{' '}
            <ButtonLink variant="outline" href={unsent.email.href} data-offline-unsent-email>
              <Mail size={18} aria-hidden="true" /> {unsent.email.label}
            </ButtonLink>
          </Actions>
        </Unsent>
        <Actions>
          <Button hidden data-offline-retry>
            {page.retry}
          </Button>{' '}
          <ButtonLink variant="outline" href={call.href}>
            <Phone size={18} aria-hidden="true" /> {call.label}
          </ButtonLink>{' '}
          <ButtonLink variant="outline" href={email.href}>
            <Mail size={18} aria-hidden="true" /> {email.label}
          </ButtonLink>
        </Actions>
        <Saved hidden data-offline-saved>
          <h2>{page.saved}</h2>
          <ul />
        </Saved>
      </Container>
      <Script src={routes.offlineScript()} />
    </Centered>
  )
}
