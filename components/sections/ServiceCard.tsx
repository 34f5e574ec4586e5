import { ArrowRight } from '#/components/ui/icons'
import styled from 'styled-components'
import type { Service } from '#/lib/content/schema'
import { Card } from '../ui/Card'
import { CheckList } from '../ui/CheckList'
import { IconBadge } from '../ui/IconBadge'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { KeptWords } from '../ui/KeptWords'

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  margin-top: auto;
  font-weight: 650;
  text-decoration: none;
  &:hover { text-decoration: underline; }
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
      <MoreLink href={href}>
        {learnMore}
        <span className="visually-hidden">: {service.title}</span>
        <ArrowRight size={16} aria-hidden="true" />
      </MoreLink>
    </Card>
  )
}
