import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { CaseStudy } from '#/lib/content/schema'
import { Badge } from '../ui/Badge'
import { Card } from '../ui/Card'
import { CheckList } from '../ui/CheckList'
import { IconBadge } from '../ui/IconBadge'
import { MoreLink } from '../ui/MoreLink'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`

const Client = styled.p`
  && { font-size: ${theme.fontSizes.sm}; font-weight: 600; color: ${theme.colors.text}; }
`

/** At the card's foot, however long its text */
const More = styled(MoreLink)`
  margin-top: auto;
`

const Tech = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  li { font-size: ${theme.fontSizes.xs}; padding: 0.15rem 0.55rem; border-radius: 999px; background: ${theme.colors.surfaceAlt}; color: ${theme.colors.text}; }
`

export type CaseStudyCardProps = {
  study: Pick<CaseStudy, 'title' | 'client' | 'industry' | 'description' | 'results' | 'technologies'> & { industryName: string }
  /** The study's icon; a parameter so that the home carousel island does not bundle every content icon. */
  icon: ReactNode
  href: string
  resultCount: number
  readMore: string
  technologiesLabel?: string
  level?: 'h2' | 'h3'
}

export function CaseStudyCard({ study, icon, href, resultCount, readMore, technologiesLabel, level: Title = 'h3' }: CaseStudyCardProps) {
  return (
    <Card data-pagefind-ignore>
      <Head>
        <IconBadge>{icon}</IconBadge>
        <Badge>{study.industryName}</Badge>
      </Head>
      <Title><KeptWords text={study.title} /></Title>
      <Client>{study.client}</Client>
      <p><KeptWords text={study.description} place="text" /></p>
      <CheckList>
        {study.results.slice(0, resultCount).map((r) => (
          <li key={r}><KeptWords text={r} place="text" /></li>
        ))}
      </CheckList>
      {technologiesLabel && (
        <Tech aria-label={technologiesLabel}>
          {study.technologies.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </Tech>
      )}
      <More href={href} about={study.title}>
        {readMore}
      </More>
    </Card>
  )
}
