import { Mail } from '#/components/ui/icons'
import styled from 'styled-components'
import type { TeamMember } from '#/lib/content/schema'
import { BrandIcon } from '../ui/BrandIcon'
import { Card } from '../ui/Card'
import { Image, type ImagePriority } from '../ui/Image'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Portrait = styled(Image)`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  object-fit: cover;
`

const Role = styled.p`
  && { color: ${theme.colors.teal}; font-weight: 650; }
`

const Links = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  list-style: none;
  margin: auto 0 0;
  padding: 0;
  a {
    display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%;
    color: ${theme.colors.navy}; background: ${theme.colors.surfaceAlt};
  }
  a:hover { background: ${theme.colors.primaryFill}; color: ${theme.colors.onPrimary}; }
`

export type TeamMemberCardProps = { member: TeamMember; labels: { linkedin: string; email: string }; level?: 'h2' | 'h3'; /** 'eager' for a card in the first screen (the first portrait on /team can be the LCP) */ imagePriority?: ImagePriority; /** The card's id, the target of links to this person */ id?: string }

export function TeamMemberCard({ member, labels, level: Title = 'h3', imagePriority = 'lazy', id }: TeamMemberCardProps) {
  return (
    <Card id={id}>
      <Portrait src={member.image} alt={`Portrait of ${member.name}`} width={400} height={400} priority={imagePriority} />
      <Title><KeptWords text={member.name} /></Title>
      <Role>{member.role}</Role>
      <p><KeptWords text={member.bio} place="text" /></p>
      <Links>
        <li>
          <a href={member.linkedin} aria-label={`${labels.linkedin}: ${member.name}`} rel="noopener noreferrer" target="_blank">
            <BrandIcon name="linkedin" size={18} />
          </a>
        </li>
        <li>
          <a href={`mailto:${member.email}`} aria-label={`${labels.email}: ${member.name}`}>
            <Mail size={18} aria-hidden="true" />
          </a>
        </li>
      </Links>
    </Card>
  )
}
