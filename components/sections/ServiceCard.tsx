import styled from 'styled-components'
import type { Service } from '#/lib/content/schema'
import { Card } from '../ui/Card'
import { CheckList } from '../ui/CheckList'
import { IconBadge } from '../ui/IconBadge'
import { Icon } from '../ui/Icon'
import { MoreLink } from '../ui/MoreLink'
import { KeptWords } from '../ui/KeptWords'

/** At the card's foot, however long its text */
const LearnMore = styled(MoreLink)`
  margin-top: auto;
`

export type ServiceCardProps = {
  service: Pick<Service, 'icon' | 'title' | 'description' | 'offerings'>
  href: string
  offeringCount: number
  learnMore: string
  level?: 'h2' | 'h3'
}

export function ServiceCard({ service, href, offeringCount, learnMore, level: Title = 'h3' }: ServiceCardProps) {
  return (
    <Card data-pagefind-ignore>
      <IconBadge>
        <Icon name={service.icon} />
      </IconBadge>
      <Title><KeptWords text={service.title} /></Title>
      <p><KeptWords text={service.description} place="text" /></p>
      <CheckList>
        {service.offerings.slice(0, offeringCount).map((o) => (
          <li key={o.title}><KeptWords text={o.title} place="text" /></li>
        ))}
      </CheckList>
      <LearnMore href={href} about={service.title}>
        {learnMore}
      </LearnMore>
    </Card>
  )
}
