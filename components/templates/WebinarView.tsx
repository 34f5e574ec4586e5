import { Calendar, CalendarPlus, CheckCircle2, Clock, PlayCircle, User } from '#/components/ui/icons'
import styled from 'styled-components'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import { routes } from '#/lib/permalink'
import type { WebinarPageData } from '#/lib/resources/resource-pages'
import { Prose } from '../mdx/Prose'
import { Breadcrumbs } from '../sections/Breadcrumbs'
import { PageHero } from '../sections/PageHero'
import { RegistrationSection } from '../sections/RegistrationSection'
import { BackLink } from '../ui/BackLink'
import { ButtonLink } from '../ui/Button'
import { Badge } from '../ui/Badge'
import { Container } from '../ui/Container'
import { Link } from '../ui/Link'
import { HeroMeta } from '../sections/HeroMeta'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Main = styled.div`
  padding: ${theme.space[7]} 0;
  > div > section { max-width: 44rem; margin-top: ${theme.space[7]}; }
  h2 { font-size: ${theme.fontSizes.h3}; margin-bottom: ${theme.space[4]}; }
`


const Summary = styled.p`
  max-width: 44rem;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
`

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  li { display: flex; gap: ${theme.space[3]}; align-items: flex-start; line-height: 1.6; }
  svg { flex: none; margin-top: 0.2rem; color: ${theme.colors.success}; }
`

const Speakers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  li { display: flex; gap: ${theme.space[3]}; align-items: center; padding: ${theme.space[4]}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; }
  strong { display: block; color: ${theme.colors.navy}; }
  span { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
  > li > svg { flex: none; color: ${theme.colors.primary}; }
`

const Back = styled(BackLink)`
  margin-bottom: ${theme.space[4]};
`

const Calendar2 = styled.p`
  && { margin-top: ${theme.space[5]}; display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]}; color: ${theme.colors.text}; }
`

/** A webinar's page: summary, key points, speakers; then the registration form (upcoming) or the recording. */
export function WebinarView({ webinar, body, calendar, registration, contact, labels, resourcesTitle }: WebinarPageData) {
  const { locale } = useEdition()
  const upcoming = webinar.type === 'upcoming'
  const calendarLink = (variant: 'outlineLight' | 'outline') =>
    calendar && (
      <ButtonLink variant={variant} href={calendar} download={`${webinar.slug}.ics`} type="text/calendar" data-calendar>
        <CalendarPlus size={18} aria-hidden="true" /> {labels.addToCalendar}
      </ButtonLink>
    )
  return (
    <article>
      <PageHero
        title={webinar.title}
        subtitle={webinar.description}
        above={<Breadcrumbs trail={[{ label: resourcesTitle, href: routes.resources() }]} current={webinar.title} />}
        actions={
          <>
            {upcoming ? (
              <ButtonLink variant="accent" href="#register">
                {labels.register}
              </ButtonLink>
            ) : webinar.video ? (
              <ButtonLink variant="accent" href={webinar.video} target="_blank" rel="noopener noreferrer" data-video>
                <PlayCircle size={18} aria-hidden="true" /> {labels.watchVideo}
              </ButtonLink>
            ) : null}
            {calendarLink('outlineLight')}
          </>
        }
      >
        <HeroMeta>
          <li>
            <Badge>{upcoming ? labels.upcoming : labels.recorded}</Badge>
          </li>
          <li>
            <Calendar size={16} aria-hidden="true" />
            <time dateTime={`${webinar.date}T${webinar.time}+03:00`}>
              {formatDate(webinar.date, locale)}, {webinar.time} {labels.eat}
            </time>
          </li>
          <li>
            <Clock size={16} aria-hidden="true" /> {webinar.duration} {labels.minutes}
          </li>
        </HeroMeta>
      </PageHero>
      <Main>
        <Container>
          <Back href={routes.resources()}>{labels.back}</Back>
          {body ? <Prose body={body} /> : <Summary>{webinar.description}</Summary>}
          <section aria-labelledby="points-title">
            <h2 id="points-title">{upcoming ? labels.learn : labels.keyPoints}</h2>
            <Points>
              {webinar.keyPoints.map((point) => (
                <li key={point}>
                  <CheckCircle2 size={20} aria-hidden="true" /> <KeptWords text={point} place="text" />
                </li>
              ))}
            </Points>
          </section>
          <section aria-labelledby="speakers-title">
            <h2 id="speakers-title">{labels.speakers}</h2>
            <Speakers>
              {webinar.speakers.map((s) => (
                <li key={s.name}>
                  <User size={28} aria-hidden="true" />
                  <div>
                    <strong>{s.name}</strong> <span>{s.role}</span>
                  </div>
                </li>
              ))}
            </Speakers>
          </section>
          {registration ? (
            <RegistrationSection copy={registration.copy} delivery={registration.delivery} item={webinar.title}>
              <Calendar2>
                {registration.copy.calendarText} {calendarLink('outline')}
              </Calendar2>
            </RegistrationSection>
          ) : (
            <section aria-labelledby="recording-title">
              <h2 id="recording-title">{labels.watch}</h2>
              {webinar.video ? (
                <ButtonLink variant="primary" href={webinar.video} target="_blank" rel="noopener noreferrer" data-video>
                  <PlayCircle size={18} aria-hidden="true" /> {labels.watchVideo}
                </ButtonLink>
              ) : (
                <p>
                  <Link href={contact}>{labels.noVideo}</Link>
                </p>
              )}
            </section>
          )}
        </Container>
      </Main>
    </article>
  )
}
