import { CalendarDays, MapPin, Ticket } from '#/components/ui/icons'
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
import { KeptWords } from '#/components/ui/KeptWords'
import { theme } from '#/components/theme'

type Data = KindListData<'events'>
type EventCard = Data['entries'][number]

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  li { display: flex; gap: ${theme.space[2]}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2rem; color: ${theme.colors.primary}; }
`

const Title = styled.h3`
  a { color: ${theme.colors.navy}; text-decoration: none; }
  a:hover { color: ${theme.colors.primary}; text-decoration: underline; }
`

/** Past events: a plain list, newest first (they are a record, not an offer). */
const PastList = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 48rem;
  display: grid;
  gap: ${theme.space[3]};
  li {
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[4]} ${theme.space[5]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
  }
  a { font-weight: 700; color: ${theme.colors.navy}; }
  a:hover { color: ${theme.colors.primary}; }
  p { margin: 0; color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
`

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${theme.space[3]};
`

function EventItem({ event, details }: { event: EventCard; details: string }) {
  return (
    <Card data-event={event.slug} data-pagefind-ignore>
      <div>
        <Badge>{event.format}</Badge>
      </div>
      <Title>
        <Link href={event.href}><KeptWords text={event.title} /></Link>
      </Title>
      <Facts>
        <li>
          <CalendarDays size={18} aria-hidden="true" />
          <time dateTime={event.startsAt}>{event.when}</time>
        </li>
        <li>
          <MapPin size={18} aria-hidden="true" /> {event.where}
        </li>
        <li>
          <Ticket size={18} aria-hidden="true" /> {event.fee}
        </li>
      </Facts>
      <p><KeptWords text={event.summary} place="text" /></p>
      <Actions>
        <ButtonLink href={event.href} aria-label={`${details}: ${event.title}`}>
          {details}
        </ButtonLink>
      </Actions>
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
              <EventItem key={event.slug} event={event} details={page.labels.details} />
            ))}
          </Grid>
        ) : (
          <p data-no-upcoming>{page.labels.noUpcoming}</p>
        )}
      </Section>
      {past.length > 0 && (
        <Section tone="alt" labelledBy="past-title">
          <SectionHeading id="past-title" title={page.labels.past} />
          <PastList>
            {past.map((event) => (
              <li key={event.slug} data-event={event.slug}>
                <Link href={event.href}><KeptWords text={event.title} /></Link>
                <p>
                  {event.format} · <time dateTime={event.startsAt}>{event.when}</time> · {event.where}
                </p>
              </li>
            ))}
          </PastList>
        </Section>
      )}
    </>
  )
}
