import { CalendarDays, CalendarPlus, MapPin, Ticket } from '#/components/ui/icons'
import styled from 'styled-components'
import { Prose } from '#/components/mdx/Prose'
import { Breadcrumbs } from '#/components/sections/Breadcrumbs'
import { HeroMeta } from '#/components/sections/HeroMeta'
import { PageHero } from '#/components/sections/PageHero'
import { RegistrationSection } from '#/components/sections/RegistrationSection'
import { BackLink } from '#/components/ui/BackLink'
import { Badge } from '#/components/ui/Badge'
import { ButtonLink } from '#/components/ui/Button'
import { Container } from '#/components/ui/Container'
import type { KindEntryData } from '#/lib/content/kind-pages'
import type { DataFiles } from '#/lib/content/kinds'
import type { DeliveryProps } from '#/lib/lead-forms'
import { useData } from '#/renderer/useData'
import { theme } from '#/components/theme'

type Data = KindEntryData<'events', { calendar?: string; registration?: { copy: DataFiles['pages/events.yaml']['registration']; delivery: DeliveryProps } }>

const Main = styled.div`
  padding: ${theme.space[7]} 0;
  > div > * { max-width: 44rem; }
  > div > section { margin-top: ${theme.space[7]}; }
  > div > a:first-child { margin-bottom: ${theme.space[4]}; }
`

const Notice = styled.p`
  && { margin-top: ${theme.space[6]}; padding: ${theme.space[4]}; border-left: 4px solid ${theme.colors.primary}; background: ${theme.colors.surfaceTint}; }
`

/** An event's page: when, where, fee and programme; the registration form and calendar file while it is upcoming. */
export default function Page() {
  const { page, entry: event, body, list, calendar, registration } = useData<Data>()
  const calendarLink = calendar && (
    <ButtonLink variant="outlineLight" href={calendar} download={`${event.slug}.ics`} type="text/calendar" data-calendar>
      <CalendarPlus size={18} aria-hidden="true" /> {page.labels.addToCalendar}
    </ButtonLink>
  )
  return (
    <article>
      <PageHero
        title={event.title}
        subtitle={event.summary}
        above={<Breadcrumbs trail={[{ label: page.title, href: list }]} current={event.title} />}
        actions={
          registration && (
            <>
              <ButtonLink variant="accent" href="#register">
                {page.labels.register}
              </ButtonLink>
              {calendarLink}
            </>
          )
        }
      >
        <HeroMeta>
          <li>
            <Badge>{event.format}</Badge>
          </li>
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            <span className="visually-hidden">{page.labels.when}: </span>
            <time dateTime={event.startsAt}>{event.when}</time>
          </li>
          <li>
            <MapPin size={16} aria-hidden="true" />
            <span className="visually-hidden">{page.labels.where}: </span>
            {event.online ? `${page.labels.online}: ${event.online}` : event.venue}
          </li>
          <li>
            <Ticket size={16} aria-hidden="true" />
            <span className="visually-hidden">{page.labels.fee}: </span>
            {event.fee}
          </li>
        </HeroMeta>
      </PageHero>
      <Main>
        <Container>
          <BackLink href={list}>{page.labels.back}</BackLink>
          {!event.upcoming && <Notice data-past>{page.labels.tookPlace}</Notice>}
          {body && <Prose body={body} />}
          {registration && <RegistrationSection copy={registration.copy} delivery={registration.delivery} item={event.title} />}
        </Container>
      </Main>
    </article>
  )
}
