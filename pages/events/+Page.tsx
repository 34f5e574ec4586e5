import { CalendarDays, MapPin, Ticket } from 'lucide-react'
import styled from 'styled-components'
import { PageHero } from '#/components/sections/PageHero'
import { Badge } from '#/components/ui/Badge'
import { ButtonLink } from '#/components/ui/Button'
import { Card } from '#/components/ui/Card'
import { Grid } from '#/components/ui/Grid'
import { Link } from '#/components/ui/Link'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import type { KindListData } from '#/lib/content/kind-pages'
import { useData } from '#/renderer/useData'

type Data = KindListData<'events'>
type EventCard = Data['entries'][number]

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  li { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2rem; color: ${({ theme }) => theme.colors.primary}; }
`

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
`

function EventItem({ event, details, past }: { event: EventCard; details: string; past: boolean }) {
  return (
    <Card data-event={event.slug}>
      <div>
        <Badge>{event.format}</Badge>
      </div>
      <h3>
        <Link href={event.href}>{event.title}</Link>
      </h3>
      <Facts>
        <li>
          <CalendarDays size={18} aria-hidden="true" />
          <time dateTime={event.startsAt}>{event.when}</time>
        </li>
        <li>
          <MapPin size={18} aria-hidden="true" /> {event.where}
        </li>
        {!past && (
          <li>
            <Ticket size={18} aria-hidden="true" /> {event.fee}
          </li>
        )}
      </Facts>
      <p>{event.summary}</p>
      {!past && (
        <Actions>
          <ButtonLink href={event.href} aria-label={`${details}: ${event.title}`}>
            {details}
          </ButtonLink>
        </Actions>
      )}
    </Card>
  )
}

/** /events: upcoming events first (soonest first), past events below (latest first). */
export default function Page() {
  const { page, entries } = useData<Data>()
  const upcoming = entries.filter((event) => event.upcoming)
  const past = entries.filter((event) => !event.upcoming)
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <Section labelledBy="upcoming-title">
        <SectionHeading id="upcoming-title" title={page.labels.upcoming} />
        {upcoming.length ? (
          <Grid $min="20rem">
            {upcoming.map((event) => (
              <EventItem key={event.slug} event={event} details={page.labels.details} past={false} />
            ))}
          </Grid>
        ) : (
          <p data-no-upcoming>{page.labels.noUpcoming}</p>
        )}
      </Section>
      {past.length > 0 && (
        <Section tone="alt" labelledBy="past-title">
          <SectionHeading id="past-title" title={page.labels.past} />
          <Grid $min="20rem">
            {past.map((event) => (
              <EventItem key={event.slug} event={event} details={page.labels.details} past />
            ))}
          </Grid>
        </Section>
      )}
    </>
  )
}
