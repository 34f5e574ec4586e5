import { Calendar, Clock, Download, FileText, PlayCircle } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import type { ResourcesPage } from '#/lib/content/schema'
import { formatDate } from '#/lib/dates'
import { Button, ButtonLink } from '../ui/Button'
import { Badge } from '../ui/Badge'
import { Card } from '../ui/Card'
import { Grid } from '../ui/Grid'

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    font-weight: 650;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.colors.primary}; border-bottom-color: ${({ theme }) => theme.colors.primary}; }
  button:hover { color: ${({ theme }) => theme.colors.navy}; }
`

const Meta = styled.p`
  && { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  span { display: inline-flex; align-items: center; gap: 0.3rem; }
`

const Bottom = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`

type TabId = 'whitepapers' | 'webinars' | 'case-studies'
const order: TabId[] = ['whitepapers', 'webinars', 'case-studies']

export type ResourceTabsProps = Pick<ResourcesPage, 'tabs' | 'whitepapers' | 'webinars' | 'labels'> & {
  caseStudies: (ResourcesPage['caseStudies'][number] & { href: string })[]
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export default function ResourceTabs({ tabs, whitepapers, webinars, caseStudies, labels }: ResourceTabsProps) {
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
      <TabList role="tablist" aria-label="Resources" onKeyDown={onKeyDown}>
        {order.map((id) => (
          <button
            key={id}
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
        ))}
      </TabList>
      <div {...panel('whitepapers')}>
        <Grid $min="24rem">
          {whitepapers.map((w) => (
            <Card key={w.title}>
              <Badge>{w.category}</Badge>
              <h2>{w.title}</h2>
              <p>{w.description}</p>
              <Meta>
                <span>
                  <FileText size={14} aria-hidden="true" /> {w.pages} {labels.pages}
                </span>
              </Meta>
              <Bottom>
                <Button variant="outline">
                  <Download size={18} aria-hidden="true" /> {labels.download}
                  <span className="visually-hidden">: {w.title}</span>
                </Button>
              </Bottom>
            </Card>
          ))}
        </Grid>
      </div>
      <div {...panel('webinars')}>
        <Grid $min="24rem">
          {webinars.map((w) => (
            <Card key={w.title}>
              <Badge>{w.type === 'upcoming' ? labels.upcoming : labels.recorded}</Badge>
              <h2>{w.title}</h2>
              <Meta>
                <span>
                  <Calendar size={14} aria-hidden="true" /> <time dateTime={w.date}>{formatDate(w.date)}</time>
                </span>
                <span>
                  <Clock size={14} aria-hidden="true" /> {w.duration}
                </span>
              </Meta>
              <Bottom>
                <Button variant={w.type === 'upcoming' ? 'primary' : 'outline'}>
                  {w.type === 'upcoming' ? <Calendar size={18} aria-hidden="true" /> : <PlayCircle size={18} aria-hidden="true" />}
                  {w.type === 'upcoming' ? labels.register : labels.watch}
                  <span className="visually-hidden">: {w.title}</span>
                </Button>
              </Bottom>
            </Card>
          ))}
        </Grid>
      </div>
      <div {...panel('case-studies')}>
        <Grid $min="16rem">
          {caseStudies.map((c) => (
            <Card key={c.title}>
              <Badge>{c.industry}</Badge>
              <h2>{c.title}</h2>
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
