import BookOpen from 'lucide-react/icons/book-open'
import Calendar from 'lucide-react/icons/calendar'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import Clock from 'lucide-react/icons/clock'
import Download from 'lucide-react/icons/download'
import FileText from 'lucide-react/icons/file-text'
import PlayCircle from 'lucide-react/icons/circle-play'
import { Fragment, useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import type { ResourcesPage } from '#/lib/content/schema'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import type { webinarCards, whitepaperCards } from '#/lib/resources/resources-data'
import { ButtonLink } from '../ui/Button'
import { Badge } from '../ui/Badge'
import { Card } from '../ui/Card'
import { Grid } from '../ui/Grid'
import { Link } from '../ui/Link'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const TabList = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  margin-bottom: ${theme.space[6]};
  border-bottom: 1px solid ${theme.colors.border};
  button {
    min-height: 48px;
    padding: 0 ${theme.space[4]};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    font-weight: 650;
    color: ${theme.colors.muted};
    cursor: pointer;
    white-space: nowrap;
  }
  /* a phone shares the row out: every tab whole on screen, none cut off at the edge */
  @media (max-width: 479px) {
    gap: 0;
    button { flex: 1 1 0; min-width: 0; padding: 0 ${theme.space[1]}; white-space: normal; line-height: 1.2; font-size: ${theme.fontSizes.sm}; }
  }
  button[aria-selected='true'] { color: ${theme.colors.primary}; border-bottom-color: ${theme.colors.primary}; }
  button:hover { color: ${theme.colors.navy}; }
`

const Meta = styled.p`
  && { display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; font-size: ${theme.fontSizes.sm}; }
  span { display: inline-flex; align-items: center; gap: 0.3rem; }
`

const Bottom = styled.div`
  margin-top: auto;
  padding-top: ${theme.space[2]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`

/** A whitepaper's two buttons share the row, or each takes the full width on a phone. */
const PaperActions = styled(Bottom)`
  > a { flex: 1 1 11rem; }
`

/** A small text link beside a card's button (the calendar file). */
const FileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`

type TabId = 'whitepapers' | 'webinars' | 'case-studies'
const order: TabId[] = ['whitepapers', 'webinars', 'case-studies']

export type ResourceTabsProps = Pick<ResourcesPage, 'tabs' | 'labels'> & {
  /** Cards as lib/resources/resources-data.ts makes them: every button has a page, a file or a form behind it. */
  whitepapers: Awaited<ReturnType<typeof whitepaperCards>>
  webinars: ReturnType<typeof webinarCards>
  caseStudies: (ResourcesPage['caseStudies'][number] & { href: string })[]
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export default function ResourceTabs({ tabs, whitepapers, webinars, caseStudies, labels }: ResourceTabsProps) {
  const { locale } = useEdition()
  const [active, setActive] = useState<TabId>('whitepapers')
  const refs = useRef<Record<TabId, HTMLButtonElement | null>>({ whitepapers: null, webinars: null, 'case-studies': null })
  const names: Record<TabId, string> = { whitepapers: tabs.whitepapers, webinars: tabs.webinars, 'case-studies': tabs.caseStudies }

  function select(id: TabId) {
    setActive(id)
    refs.current[id]?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    const i = order.indexOf(active)
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: order.length - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(order[(next + order.length) % order.length]!)
  }

  const panel = (id: TabId) => ({
    role: 'tabpanel' as const,
    id: `panel-${id}`,
    'aria-labelledby': `tab-${id}`,
    tabIndex: 0,
    hidden: active !== id,
  })

  return (
    <div>
      <TabList role="tablist" aria-label={tabs.label} onKeyDown={onKeyDown}>
        {order.map((id, i) => (
          <Fragment key={id}>
            {i > 0 && ' '}
            <button
              ref={(el) => {
                refs.current[id] = el
              }}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={active === id}
              aria-controls={`panel-${id}`}
              tabIndex={active === id ? 0 : -1}
              onClick={() => setActive(id)}
            >
              {names[id]}
            </button>
          </Fragment>
        ))}
      </TabList>
      <div {...panel('whitepapers')}>
        <Grid $min="24rem">
          {whitepapers.map((w) => (
            <Card key={w.slug} data-pagefind-ignore>
              <Badge>{w.category}</Badge>
              <h2><KeptWords text={w.title} /></h2>
              <p><KeptWords text={w.description} place="text" /></p>
              <Meta>
                <span data-pages={w.pages}>
                  <FileText size={14} aria-hidden="true" /> {w.pages} {labels.pages}
                </span>{' '}
                <span>
                  {labels.pdf}, {w.size}
                </span>
              </Meta>
              <PaperActions>
                <ButtonLink variant="primary" href={w.pdf} download={w.pdfName} type="application/pdf" data-download>
                  <Download size={18} aria-hidden="true" /> {labels.download}
                  <span className="visually-hidden">: {w.title}</span>
                </ButtonLink>
                <ButtonLink variant="outline" href={w.href}>
                  <BookOpen size={18} aria-hidden="true" /> {labels.readOnline}
                  <span className="visually-hidden">: {w.title}</span>
                </ButtonLink>
              </PaperActions>
            </Card>
          ))}
        </Grid>
      </div>
      <div {...panel('webinars')}>
        <Grid $min="24rem">
          {webinars.map((w) => (
            <Card key={w.slug} data-pagefind-ignore>
              <Badge>{w.type === 'upcoming' ? labels.upcoming : labels.recorded}</Badge>
              <h2><KeptWords text={w.title} /></h2>
              <Meta>
                <span>
                  <Calendar size={14} aria-hidden="true" /> <time dateTime={`${w.date}T${w.time}+03:00`}>{formatDate(w.date, locale)}, {w.time} {labels.eat}</time>
                </span>
                <span>
                  <Clock size={14} aria-hidden="true" /> {w.duration} {labels.minutes}
                </span>
              </Meta>
              <Bottom>
                <ButtonLink variant={w.type === 'upcoming' ? 'primary' : 'outline'} href={w.href}>
                  {w.type === 'upcoming' ? <Calendar size={18} aria-hidden="true" /> : <PlayCircle size={18} aria-hidden="true" />}
                  {w.type === 'upcoming' ? labels.register : labels.watch}
                  <span className="visually-hidden">: {w.title}</span>
                </ButtonLink>
                {w.calendar && (
                  <FileLink href={w.calendar} download={`${w.slug}.ics`} type="text/calendar">
                    <CalendarPlus size={16} aria-hidden="true" /> {labels.addToCalendar}
                    <span className="visually-hidden">: {w.title}</span>
                  </FileLink>
                )}
              </Bottom>
            </Card>
          ))}
        </Grid>
      </div>
      <div {...panel('case-studies')}>
        <Grid $min="16rem">
          {caseStudies.map((c) => (
            <Card key={c.title} data-pagefind-ignore>
              <Badge>{c.industry}</Badge>
              <h2><KeptWords text={c.title} /></h2>
              <p>
                {labels.client}: {c.client}
              </p>
              <Bottom>
                <ButtonLink variant="outline" href={c.href}>
                  {labels.readStory}
                  <span className="visually-hidden">: {c.title}</span>
                </ButtonLink>
              </Bottom>
            </Card>
          ))}
        </Grid>
      </div>
    </div>
  )
}
